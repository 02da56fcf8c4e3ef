import type { StorePage, WEEKDAYS } from '@shop/schemas'

/**
 * What a store keeps open on a given day in Sweden ("Öppet idag"): a deviating day dated that day wins
 * over the weekday's hours (Julafton: Stängt). `hours` is null when the store is closed.
 */
export interface DayOpening {
  hours: string | null
  /** The deviating day's name (Julafton, Nyårsafton…), when one applies. */
  note: string | null
}

const swedishDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const swedishWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', weekday: 'long' })

/** A stored date (a plain day, or a Payload date at Swedish midnight) as the Swedish calendar day. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : swedishDay.format(new Date(value))
}

const closed = (hours: string) => !hours.trim() || /^stängt$/i.test(hours.trim())

export function openingOn(store: Pick<StorePage, 'openingHours' | 'specialOpeningHours'>, now: Date): DayOpening {
  const today = swedishDay.format(now)
  const special = store.specialOpeningHours.find((s) => s.date && dayOf(s.date) === today)
  if (special) return { hours: closed(special.hours) ? null : special.hours.trim(), note: special.label }
  const weekday = swedishWeekday.format(now).toLowerCase() as (typeof WEEKDAYS)[number]
  const hours = store.openingHours[weekday] ?? ''
  return { hours: closed(hours) ? null : hours.trim(), note: null }
}
