import type { DeliveryMethod } from '@shop/schemas'
import { ORDER_TEXT_LIMITS } from '@shop/schemas/constants'
import { deliveryNeeds } from '../delivery-methods'

/**
 * The free-text fields of an order's delivery details (spec sections 3 and 5, the delivery form):
 * which are required for which delivery method, their lengths, and the refusal checkout answers.
 * The delivery form shows these problems field by field; checkout enforces the same rules.
 */

export type TextField = keyof typeof ORDER_TEXT_LIMITS
export const TEXT_FIELDS = Object.keys(ORDER_TEXT_LIMITS) as TextField[]

/** Spec section 3 "Delivery form": a field's rule; minlength defaults to 1 when required. */
export interface FieldRule {
  required?: boolean
  minlength?: number
  maxlength?: number
}

export type FieldProblem =
  | { key: 'order.required' }
  | { key: 'order.minCharacters'; params: { min: number } }
  | { key: 'order.maxCharacters'; params: { max: number } }

/**
 * Spec section 5: a required field needs at least `minlength` characters (default 1) and may not be
 * only whitespace; one longer than `maxlength` gets 'order.maxCharacters' with the limit. Whitespace
 * round the text does not count towards the minimum, since it is trimmed before it is sent.
 */
export function fieldProblem(value: string, rule: FieldRule): FieldProblem | null {
  if (rule.maxlength !== undefined && value.length > rule.maxlength)
    return { key: 'order.maxCharacters', params: { max: rule.maxlength } }
  const trimmed = value.trim()
  if (!rule.required) return null
  if (!trimmed) return { key: 'order.required' }
  const min = rule.minlength ?? 1
  if (trimmed.length < min) return { key: 'order.minCharacters', params: { min } }
  return null
}

/** Shortest contact name and phone number a delivery to an address takes. */
export const CONTACT_MIN_LENGTH = { contactName: 2, contactPhone: 6 } as const

/**
 * The rules of the free-text fields for a method. A driver needs someone to call, so a delivery to
 * an address needs a contact person and phone; store pickups do not.
 */
export function textRules(method: DeliveryMethod): Record<TextField, FieldRule> {
  const driven = deliveryNeeds(method).address
  return {
    message: { maxlength: ORDER_TEXT_LIMITS.message },
    reference: { maxlength: ORDER_TEXT_LIMITS.reference },
    contactName: {
      required: driven,
      minlength: CONTACT_MIN_LENGTH.contactName,
      maxlength: ORDER_TEXT_LIMITS.contactName,
    },
    contactPhone: {
      required: driven,
      minlength: CONTACT_MIN_LENGTH.contactPhone,
      maxlength: ORDER_TEXT_LIMITS.contactPhone,
    },
  }
}

export type OrderTexts = Partial<Record<TextField, string | null | undefined>>

/** Every problem of the text fields of one delivery's details; empty when they may be ordered. */
export function textProblems(method: DeliveryMethod, texts: OrderTexts): Partial<Record<TextField, FieldProblem>> {
  const rules = textRules(method)
  const problems: Partial<Record<TextField, FieldProblem>> = {}
  for (const field of TEXT_FIELDS) {
    const problem = fieldProblem(texts[field] ?? '', rules[field])
    if (problem) problems[field] = problem
  }
  return problems
}

/**
 * Checkout's refusal of a delivery whose contact person or phone breaks `textRules` (the same rule
 * the delivery form shows field by field), or null.
 */
export function contactRefusal(
  method: DeliveryMethod,
  texts: OrderTexts,
): { key: 'checkout.contact_required'; params: { nameMin: number; phoneMin: number } } | null {
  const problems = textProblems(method, texts)
  if (!problems.contactName && !problems.contactPhone) return null
  return {
    key: 'checkout.contact_required',
    params: { nameMin: CONTACT_MIN_LENGTH.contactName, phoneMin: CONTACT_MIN_LENGTH.contactPhone },
  }
}
