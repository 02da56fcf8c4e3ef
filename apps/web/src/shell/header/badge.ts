/**
 * A header badge's number: '99+' beyond 99. The button's accessible name says the same (countLabel), so
 * the name contains what is seen (WCAG 2.5.3). Plain, so server and browser modules can both use it.
 */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count))
