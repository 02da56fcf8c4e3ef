import type { DynamicForm } from '@shop/schemas'
import { TEXTS } from '../shared/texts'

export type FormInput = DynamicForm['inputs'][number]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Swedish error per input id for the given values; empty when the form may be sent. Pure, for tests. */
export function validateValues(inputs: readonly FormInput[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const input of inputs) {
    const value = (values[input.id] ?? '').trim()
    if (value === '') {
      if (input.requiredField) errors[input.id] = TEXTS.fieldRequired
      continue
    }
    if (input.type === 'email' && !EMAIL.test(value)) errors[input.id] = TEXTS.invalidEmail
    if (input.type === 'number' && !Number.isFinite(Number(value.replace(',', '.')))) {
      errors[input.id] = TEXTS.invalidNumber
    }
  }
  return errors
}

export function submissionUrl(formId: string): string {
  return `/api/content/forms/${encodeURIComponent(formId)}/submissions`
}
