import 'server-only'
import { fail, ok, type Result } from '@shop/commerce'
import type { ContentSource } from '@shop/content'
import type { DynamicForm } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { validateSubmission } from '../forms/validate'
import { insertFormSubmission } from './storage'

/**
 * A dynamic form of the brand (spec section 3 "Dynamic form"), from its content source; not found
 * for an id the brand has no form by.
 */
export async function brandForm(source: ContentSource, brand: Brand, id: string): Promise<Result<DynamicForm>> {
  const form = await source.dynamicForm({ brand: brand.id, id })
  return form ? ok(form) : fail('not_found', 'errors.not_found')
}

/**
 * A submission of `form` (the account application): checked against the form's own inputs, then
 * stored. Answers at fault change nothing and come back per field, in Swedish, as `issues` and as
 * `fields` (input id to message, the shape the form's callers already read).
 */
export async function submitForm(
  payload: Payload,
  brand: Brand,
  form: DynamicForm,
  values: Record<string, string>,
): Promise<Result<{ ok: true }>> {
  const problems = validateSubmission(form, values)
  if (Object.keys(problems).length > 0) {
    return fail('invalid', 'errors.invalid_form', {
      issues: Object.entries(problems).map(([path, message]) => ({ path: `values.${path}`, message })),
      details: { fields: problems },
    })
  }
  await insertFormSubmission(payload, { brand: brand.id, form: Number(form.id), values })
  return ok({ ok: true })
}
