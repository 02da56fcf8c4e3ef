import { t } from '@shop/i18n'
import { cx, focusRing, onAccent } from '@shop/ui'
import Link from 'next/link'
import { LOGO_ID } from './ids'
import type { ShellBrand } from './types'

/** The brand's mark and wordmark, linking to the start page. Text only: no image assets needed. */
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
      <span
        aria-hidden="true"
        className={cx(
          'flex size-9 items-center justify-center rounded-brand bg-accent font-brand text-lg leading-none font-extrabold',
          onAccent,
        )}
      >
        {brand.symbol}
      </span>
      <span className="font-brand text-xl leading-none font-bold tracking-tight">{brand.wordmark}</span>
    </Link>
  )
}
