import type { DynamicForm } from '@shop/schemas'

/** Spec section 5: local part, @, domain, dot, a TLD of two or more letters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

const MAX_LENGTH = 5000

/**
 * Checks submitted values against the form's own inputs: required fields filled (not just spaces),
 * e-mail fields shaped like e-mail, choices among the offered ones, no unknown fields. Returns a
 * Swedish message per field at fault; an empty object means the values are fine.
 */
export function validateSubmission(form: DynamicForm, values: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {}
  const known = new Set(form.inputs.map((input) => input.id))
  for (const key of Object.keys(values)) if (!known.has(key)) problems[key] = 'Okänt fält.'
  for (const input of form.inputs) {
    const value = (values[input.id] ?? '').trim()
    if (!value) {
      if (input.requiredField) problems[input.id] = `${input.title} måste fyllas i.`
      continue
    }
    if (value.length > MAX_LENGTH) problems[input.id] = `${input.title} får vara högst ${MAX_LENGTH} tecken.`
    else if (input.type === 'email' && !EMAIL.test(value)) problems[input.id] = 'Ange en giltig e-postadress.'
    else if (input.type === 'number' && Number.isNaN(Number(value.replace(',', '.'))))
      problems[input.id] = `${input.title} ska vara ett tal.`
    else if ((input.type === 'select' || input.type === 'radio') && !input.inputList.includes(value))
      problems[input.id] = `Välj ett av alternativen för ${input.title}.`
  }
  return problems
}
