import { type FieldProblem, TEXT_FIELDS, textProblems } from '@shop/commerce/checkout/order-details'
import { deliveryNeeds } from '@shop/commerce/delivery-methods'
import { isSwedishPostalCode } from '@shop/commerce/postal-code'
import type { DeliveryMethod, OrderDetailsInput } from '@shop/schemas'
import { DELIVERY_METHODS } from '@shop/schemas/constants'
import type { KeyValueStorage } from '@/browser/web-storage'

/**
 * The delivery step's form (spec sections 3 and 5): per included delivery its address, store or zip
 * code, the requested date and the free-text fields. Pure, so the page, the summary and the tests
 * share one set of rules; the rules themselves are @shop/commerce's (what a method needs, the text
 * fields and their lengths, the postcode), which checkout enforces on the server. Problems are message
 * keys with their parameters; the views translate them.
 */

/** Spec section 9, the storage key of the delivery page form (session storage: this tab only). */
export const DELIVERY_FORM_KEY = 'delivery page form'

export type Problem =
  | FieldProblem
  | {
      key:
        | 'checkout.errors.address_required'
        | 'checkout.errors.address_invalid'
        | 'checkout.errors.store_required'
        | 'checkout.errors.zip_invalid'
        | 'checkout.errors.date_required'
    }

/** What the shopper chose for one delivery. */
export interface DeliveryEntry {
  addressId: string | null
  warehouseId: string | null
  zipCode: string
  requestedDeliveryDate: string | null
  message: string
  reference: string
  contactName: string
  contactPhone: string
}

export type DeliveryForm = Partial<Record<DeliveryMethod, DeliveryEntry>>

export const emptyEntry = (): DeliveryEntry => ({
  addressId: null,
  warehouseId: null,
  zipCode: '',
  requestedDeliveryDate: null,
  message: '',
  reference: '',
  contactName: '',
  contactPhone: '',
})

/** An address as the form needs it (the address service's AddressView has these). */
export interface AddressChoice {
  addressId: string
  validForDelivery: boolean
  postalCode: string
}

export interface FormContext {
  /** The customer's addresses. */
  addresses: readonly AddressChoice[]
  /** Ids of the stores that hand out EXH orders. */
  storeIds: readonly string[]
  /** The open days offered; null while unknown (then any chosen date is kept). */
  openDates: readonly string[] | null
}

export type EntryProblems = Partial<Record<keyof DeliveryEntry, Problem>>

/** Every problem of one delivery's entry; an empty object means it can be ordered. */
export function entryProblems(method: DeliveryMethod, entry: DeliveryEntry, context: FormContext): EntryProblems {
  const needs = deliveryNeeds(method)
  const problems: EntryProblems = {}
  if (needs.address) {
    const address = context.addresses.find((a) => a.addressId === entry.addressId)
    if (!address) problems.addressId = { key: 'checkout.errors.address_required' }
    else if (!address.validForDelivery) problems.addressId = { key: 'checkout.errors.address_invalid' }
  }
  if (needs.store && !(entry.warehouseId && context.storeIds.includes(entry.warehouseId)))
    problems.warehouseId = { key: 'checkout.errors.store_required' }
  if (needs.zipCode && !isSwedishPostalCode(entry.zipCode)) problems.zipCode = { key: 'checkout.errors.zip_invalid' }
  if (!entry.requestedDeliveryDate || (context.openDates && !context.openDates.includes(entry.requestedDeliveryDate)))
    problems.requestedDeliveryDate = { key: 'checkout.errors.date_required' }
  const texts = textProblems(method, entry)
  for (const field of TEXT_FIELDS) {
    const problem = texts[field]
    if (problem) problems[field] = problem
  }
  return problems
}

/** Problems of every delivery in `methods`; deliveries without problems are left out. */
export function formProblems(
  methods: readonly DeliveryMethod[],
  form: DeliveryForm,
  context: FormContext,
): Partial<Record<DeliveryMethod, EntryProblems>> {
  const all: Partial<Record<DeliveryMethod, EntryProblems>> = {}
  for (const method of methods) {
    const problems = entryProblems(method, form[method] ?? emptyEntry(), context)
    if (Object.keys(problems).length) all[method] = problems
  }
  return all
}

/**
 * Fills what the shopper has not chosen yet: the preselected (else first usable) address, the
 * preferred store, the address's zip code and the date the cart already holds (else the earliest).
 */
export function withDefaults(
  method: DeliveryMethod,
  entry: DeliveryEntry | undefined,
  defaults: {
    addresses: readonly (AddressChoice & { preselected: boolean })[]
    storeId: string | null
    cartDate: string | null
    earliestDate: string | null
  },
): DeliveryEntry {
  const next = { ...(entry ?? emptyEntry()) }
  const needs = deliveryNeeds(method)
  if (needs.address && !next.addressId) {
    const usable = defaults.addresses.filter((a) => a.validForDelivery)
    next.addressId = (usable.find((a) => a.preselected) ?? usable[0])?.addressId ?? null
  }
  if (needs.store && !next.warehouseId) next.warehouseId = defaults.storeId
  if (needs.zipCode && !next.zipCode && next.addressId)
    next.zipCode = defaults.addresses.find((a) => a.addressId === next.addressId)?.postalCode ?? ''
  next.requestedDeliveryDate ??= defaults.cartDate ?? defaults.earliestDate
  return next
}

/** The checkout body's details for one delivery: only what the method uses, texts trimmed. */
export function orderDetailsOf(method: DeliveryMethod, entry: DeliveryEntry): OrderDetailsInput {
  const needs = deliveryNeeds(method)
  const text = (value: string) => value.trim() || null
  return {
    addressId: needs.address ? entry.addressId : null,
    warehouseId: needs.store ? entry.warehouseId : null,
    zipCode: needs.zipCode ? entry.zipCode.trim() || null : null,
    requestedDeliveryDate: entry.requestedDeliveryDate,
    message: text(entry.message),
    reference: text(entry.reference),
    contactName: text(entry.contactName),
    contactPhone: text(entry.contactPhone),
  }
}

// ── Session storage ────────────────────────────────────────────────────────────────────────────────

/** A stored text, or `fallback` when it is not text or longer than `max` (storage is the user's to edit). */
const storedText = <F>(value: unknown, max: number, fallback: F): string | F =>
  typeof value === 'string' && value.length <= max ? value : fallback

/** One delivery's entry as read back from storage: every field checked, a bad one reset to empty. */
function storedEntry(value: unknown): DeliveryEntry {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const day = raw.requestedDeliveryDate
  return {
    addressId: storedText(raw.addressId, 40, null),
    warehouseId: storedText(raw.warehouseId, 10, null),
    zipCode: storedText(raw.zipCode, 10, ''),
    requestedDeliveryDate: typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
    message: storedText(raw.message, 2000, ''),
    reference: storedText(raw.reference, 2000, ''),
    contactName: storedText(raw.contactName, 2000, ''),
    contactPhone: storedText(raw.contactPhone, 2000, ''),
  }
}

export interface StoredForm {
  cartId: string
  deliveries: DeliveryForm
}

/**
 * The stored form of `cartId`, or null when the entry is another cart's or not a form. Checked by hand,
 * not with zod: this module ships to the browser with the delivery and summary steps. A key that is
 * no delivery method (an older release's, or a hand edit) is skipped; the methods still there are kept.
 */
function storedForm(value: unknown, cartId: string): DeliveryForm | null {
  if (!value || typeof value !== 'object') return null
  const { cartId: storedCartId, deliveries } = value as Record<string, unknown>
  if (storedCartId !== cartId || !deliveries || typeof deliveries !== 'object' || Array.isArray(deliveries)) return null
  const form: DeliveryForm = {}
  for (const method of DELIVERY_METHODS)
    if (Object.hasOwn(deliveries, method)) form[method] = storedEntry((deliveries as Record<string, unknown>)[method])
  return form
}

/** The saved form of this cart; another cart's form (an order placed since) or a corrupt one is empty. */
export function loadForm(storage: KeyValueStorage | null, cartId: string): DeliveryForm {
  if (!storage) return {}
  try {
    return storedForm(JSON.parse(storage.getItem(DELIVERY_FORM_KEY) ?? 'null'), cartId) ?? {}
  } catch {
    return {}
  }
}

/** Keeps the form for a reload or the way back from the summary; a refusing storage is ignored. */
export function saveForm(storage: KeyValueStorage | null, cartId: string, form: DeliveryForm): void {
  try {
    storage?.setItem(DELIVERY_FORM_KEY, JSON.stringify({ cartId, deliveries: form } satisfies StoredForm))
  } catch {
    // Private mode or a full quota: the form still works, it just is not kept.
  }
}

export function clearForm(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(DELIVERY_FORM_KEY)
  } catch {
    // Nothing to clear where storage is refused.
  }
}
