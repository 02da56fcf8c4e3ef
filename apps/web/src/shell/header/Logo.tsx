import { t } from '@shop/i18n'
import type { LogoArt } from '@shop/schemas'
import { cx, focusRing } from '@shop/ui'
import { LOGO_ID } from '../ids'
import { Link } from '../Link'
import type { ShellBrand } from '../types'

/**
 * The brand's logo drawing, inline: no request before the header is whole, and its tones follow the theme.
 * Ink is the surrounding text colour (the light logo on the coloured header, the dark one on a light page),
 * the mark the brand's accent.
 */
export function LogoDrawing({ art, className }: { art: LogoArt; className?: string }) {
  return (
    <svg viewBox={art.viewBox} aria-hidden="true" focusable="false" className={className} data-logo="drawing">
      {art.paths.map((path) => (
        <path
          key={path.d.slice(0, 24)}
          d={path.d}
          fillRule={path.rule}
          className={path.tone === 'accent' ? 'fill-accent' : 'fill-current'}
        />
      ))}
    </svg>
  )
}

/**
 * The brand's logo, linking to the start page; a brand without a drawing (tenants/<id>/logo.json) shows
 * its wordmark as text. WCAG 2.5.3 (label in name): the link's name begins with the brand's name, which the logo spells
 * ('Nordbygg – till startsidan'); the drawing itself is hidden from assistive technology.
 */
export function Logo({ brand, className }: { brand: ShellBrand; className?: string }) {
  return (
    <Link
      id={LOGO_ID}
      href="/"
      aria-label={t('shell.to_start_page', { brand: brand.name })}
      className={cx('inline-flex shrink-0 items-center rounded-brand text-primary-contrast', focusRing, className)}
    >
      {brand.logo ? (
        <LogoDrawing art={brand.logo} className="h-9 w-auto" />
      ) : (
        <span className="font-brand text-xl leading-none font-bold tracking-tight">{brand.wordmark}</span>
      )}
    </Link>
  )
}
