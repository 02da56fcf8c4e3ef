import { WEEKDAY_LABELS } from '@shop/i18n'
import type { OpeningHours } from './types'

/**
 * Spec section 1: the customer and project display name is both joined by a slash, or whichever
 * exists; null when neither does.
 */
export function contextDisplayName(customer?: string | null, project?: string | null): string | null {
  const parts = [customer, project].map((part) => part?.trim()).filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(' / ') : null
}

export type OpeningHoursRow = { days: string; hours: string }

/**
 * Opening hours for the footer, Monday first, with consecutive days of equal hours merged
 * ('Mån–Fre 07–18'). Days without an entry are left out rather than guessed.
 */
export function openingHoursRows(hours: OpeningHours): OpeningHoursRow[] {
  const rows: { first: string; last: string; hours: string; lastIndex: number }[] = []
  WEEKDAY_LABELS.forEach((day, index) => {
    const text = hours[day]?.trim()
    if (!text) return
    const previous = rows.at(-1)
    if (previous && previous.hours === text && previous.lastIndex === index - 1) {
      previous.last = day
      previous.lastIndex = index
    } else {
      rows.push({ first: day, last: day, hours: text, lastIndex: index })
    }
  })
  return rows.map((row) => ({
    days: row.first === row.last ? row.first : `${row.first}–${row.last}`,
    hours: row.hours,
  }))
}
