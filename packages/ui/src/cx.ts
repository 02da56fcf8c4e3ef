/** Joins class names, skipping falsy values (clsx, as re-exported by class-variance-authority). */
export { cx } from 'class-variance-authority'

/**
 * The one focus style: a 2px outline in the current text colour, so it contrasts on light surfaces and
 * on the brand-coloured header alike. Only for keyboard focus (focus-visible). One class, defined in
 * the shop's stylesheet (`@utility focus-ring`), because it is on nearly every link and button: spelled
 * out as four utilities it was about 50 KB of the front page's HTML and RSC payload.
 */
export const focusRing = 'focus-ring'

/**
 * Text on the brand's accent colour. Brands pick accents from yellow (Nordbygg) to near-black
 * (Proffsbygget), and the theme has no 'accent contrast' token, so the colour is derived from the
 * accent itself: black on light accents, white on dark ones (CSS relative colour, by OKLCH
 * lightness). Browsers without relative colours get the brand's text colour. One class, the shop
 * stylesheet's `@utility on-accent`: spelled out it is 140 characters on every accent element.
 */
export const onAccent = 'on-accent'
