import type { DynamicForm } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { validateSubmission } from './validate'

const form: DynamicForm = {
  id: 'f1',
  title: 'Ansök om konto',
  formTitle: '',
  formDescription: [],
  inputs: [
    { id: 'company', title: 'Företag', type: 'text', inputList: [], requiredField: true, placeholderText: '' },
    { id: 'email', title: 'E-post', type: 'email', inputList: [], requiredField: true, placeholderText: '' },
    {
      id: 'size',
      title: 'Storlek',
      type: 'select',
      inputList: ['1–9', '10+'],
      requiredField: false,
      placeholderText: '',
    },
  ],
}

describe('validateSubmission', () => {
  it('accepts a complete, well-formed submission', () => {
    expect(validateSubmission(form, { company: 'Bygg AB', email: 'a@bygg.se', size: '10+' })).toEqual({})
  })

  it('refuses missing or blank required fields with Swedish messages', () => {
    expect(validateSubmission(form, { company: '   ', email: 'a@bygg.se' })).toEqual({
      company: 'Företag måste fyllas i.',
    })
  })

  it('refuses a malformed e-mail, an unoffered choice and unknown fields', () => {
    expect(validateSubmission(form, { company: 'X', email: 'a@bygg', size: '5', extra: 'y' })).toEqual({
      email: 'Ange en giltig e-postadress.',
      size: 'Välj ett av alternativen för Storlek.',
      extra: 'Okänt fält.',
    })
  })
})
