import { isMessageKey } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import { brokenPasswordRules, PASSWORD_RULES } from './password-rules'

describe('password rules', () => {
  it('accepts a long password with a letter and a digit', () => {
    expect(brokenPasswordRules('byggare2024!', 'anna@firma.se')).toEqual([])
    expect(brokenPasswordRules('Ölandsbro 7 km', null)).toEqual([])
  })

  it('names every rule a password breaks', () => {
    expect(brokenPasswordRules('kort1')).toEqual(['length'])
    expect(brokenPasswordRules('1234567890')).toEqual(['letter'])
    expect(brokenPasswordRules('bara-bokstäver')).toEqual(['digit'])
    expect(brokenPasswordRules('')).toEqual(['length', 'letter', 'digit'])
    expect(brokenPasswordRules('x1'.repeat(65))).toEqual(['length'])
  })

  it('refuses the e-mail address or its local part, in any case', () => {
    expect(brokenPasswordRules('Anna.Berg1@Firma.se', 'anna.berg1@firma.se')).toEqual(['not_email'])
    expect(brokenPasswordRules('anna.berg1', 'Anna.Berg1@firma.se')).toEqual(['not_email'])
  })

  it('counts characters, not UTF-16 units', () => {
    expect(brokenPasswordRules('åäöåäöåäö1')).toEqual([])
  })

  it('has a Swedish text for every rule, for the password-requirements form', () => {
    for (const rule of PASSWORD_RULES) expect(isMessageKey(`auth.password_rule.${rule}`)).toBe(true)
  })
})
