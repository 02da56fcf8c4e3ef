import { type DeliveryCalendar, stockholmNow } from './delivery-dates'

/**
 * The brand rules an editor may name in running text (the rich text's "Varumärkesregel"), written out from
 * the brand config at render time: content says where the rule goes, brand.json what it is, so a changed
 * cut-off hour or a new closed day shows on every page that states it.
 */
export const BRAND_RULES = ['cutoffHour', 'closedDays'] as const
export type BrandRule = (typeof BRAND_RULES)[number]

const dayMonth = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' })
const dayMonthYear = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const and = new Intl.ListFormat('sv-SE', { type: 'conjunction' })

/** The rule as words: "klockan 12"; the extra closed days still to come, "23 december och 28 december", or "inga". */
export function brandRuleText(rule: BrandRule, calendar: DeliveryCalendar, now: Date): string {
  if (rule === 'cutoffHour') return `klockan ${calendar.cutoffHour}`
  const today = stockholmNow(now).day
  const year = today.slice(0, 4)
  const coming = [...calendar.closedDays].filter((day) => day >= today).sort()
  if (coming.length === 0) return 'inga'
  return and.format(
    coming.map((day) => {
      const date = new Date(`${day}T00:00:00.000Z`)
      return day.startsWith(year) ? dayMonth.format(date) : dayMonthYear.format(date)
    }),
  )
}
