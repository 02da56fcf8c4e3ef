import { t } from '@shop/i18n'
import { cx, focusRing } from '@shop/ui'
import { LOGO_ID } from '../ids'
import { Link } from '../Link'
import type { ShellBrand } from '../types'

/**
 * The brand's mark and wordmark, linking to the start page. Text only: no image assets needed.
 * WCAG 2.5.3 (label in name): the link's name begins with the wordmark people see ('Nordbygg – till
 * startsidan'). The mark is a logo, not words, so its letter is drawn by CSS from data-symbol and
 * is no text of the link; as text it would read 'NNordbygg', which the name does not contain.
 */
export function Logo({ brand, className }: { brand: ShellBrand; className?: string }) {
  return (
    <Link
      id={LOGO_ID}
      href="/"
      aria-label={t('shell.to_start_page', { brand: brand.name })}
      className={cx(
        'inline-flex shrink-0 items-center gap-2 rounded-brand text-primary-contrast',
        focusRing,
        className,
      )}
    >
      <span aria-hidden="true" data-symbol={brand.symbol} className="logo-mark" />
      <span className="font-brand text-xl leading-none font-bold tracking-tight">{brand.wordmark}</span>
    </Link>
  )
}
