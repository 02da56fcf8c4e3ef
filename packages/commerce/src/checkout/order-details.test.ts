import { t } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import { CONTACT_MIN_LENGTH, contactRefusal, fieldProblem, textProblems, textRules } from './order-details'

const contact = { contactName: 'Anna Bygg', contactPhone: '070-123 45 67' }

describe('fieldProblem (spec section 5, the delivery form)', () => {
  it('asks a required field for at least minlength characters, default 1, not counting only spaces', () => {
    expect(fieldProblem('', { required: true })).toEqual({ key: 'order.required' })
    expect(fieldProblem('   ', { required: true })).toEqual({ key: 'order.required' })
    expect(fieldProblem('a', { required: true })).toBeNull()
    expect(fieldProblem(' a ', { required: true, minlength: 2 })).toEqual({
      key: 'order.minCharacters',
      params: { min: 2 },
    })
    expect(fieldProblem('ab', { required: true, minlength: 2 })).toBeNull()
  })

  it('leaves optional fields alone unless they are too long', () => {
    expect(fieldProblem('', {})).toBeNull()
    expect(fieldProblem('x', { minlength: 5 })).toBeNull()
    expect(fieldProblem('abcd', { maxlength: 3 })).toEqual({ key: 'order.maxCharacters', params: { max: 3 } })
  })
})

describe('the contact person and phone of a delivery', () => {
  it('are required for every delivery driven to an address, with the form’s minimum lengths', () => {
    for (const method of ['DBI', 'XXX', 'EXB', '24-12'] as const) {
      expect(textRules(method).contactName).toMatchObject({ required: true, minlength: 2 })
      expect(textRules(method).contactPhone).toMatchObject({ required: true, minlength: 6 })
    }
    expect(CONTACT_MIN_LENGTH).toEqual({ contactName: 2, contactPhone: 6 })
  })

  it('are not asked of a store pickup', () => {
    expect(textRules('EXH').contactName.required).toBe(false)
    expect(textProblems('EXH', {})).toEqual({})
    expect(contactRefusal('EXH', {})).toBeNull()
  })

  it('answer each missing or short field for the form', () => {
    expect(textProblems('DBI', { contactName: 'A', contactPhone: null })).toEqual({
      contactName: { key: 'order.minCharacters', params: { min: 2 } },
      contactPhone: { key: 'order.required' },
    })
    expect(textProblems('DBI', { ...contact, message: 'x'.repeat(251) })).toEqual({
      message: { key: 'order.maxCharacters', params: { max: 250 } },
    })
    expect(textProblems('DBI', contact)).toEqual({})
  })

  it('refuse a checkout without them with one Swedish reason that names the minimums', () => {
    const refusal = contactRefusal('DBI', { contactName: 'Anna Bygg', contactPhone: '12345' })
    expect(refusal).toEqual({ key: 'checkout.contact_required', params: { nameMin: 2, phoneMin: 6 } })
    expect(refusal && t(refusal.key, refusal.params)).toBe(
      'Ange kontaktperson (minst 2 tecken) och telefonnummer (minst 6 tecken) för leverans till en adress.',
    )
    expect(contactRefusal('XXX', { contactName: '  ', contactPhone: '070-123 45 67' })?.key).toBe(
      'checkout.contact_required',
    )
    expect(contactRefusal('DBI', contact)).toBeNull()
  })
})
