import { describe, expect, it } from 'vitest'
import { orderDetailsInputSchema } from './cart'
import { createListSchema } from './favorites'
import { addQuoteCustomItemsSchema, quoteFieldsSchema } from './quotes'
import { cleanName, INVISIBLE_NAME_MESSAGE } from './text'

/** Characters the probe of 2026-12-01 put into names (issue 36, finding 14). */
const RLO = '\u202e' // RIGHT-TO-LEFT OVERRIDE: what follows reads backwards
const PDF = '\u202c' // POP DIRECTIONAL FORMATTING
const ZWSP = '\u200b'
const ZWJ = '\u200d'
const BOM = '\ufeff'
const BELL = '\u0007'

describe('cleanName', () => {
  it.each([
    ['a bidi override around a word', `Anna ${RLO}nossral${PDF}`, 'Anna nossral'],
    ['zero-width characters inside a word', `Ka${ZWSP}lle${ZWJ}`, 'Kalle'],
    ['control characters and line breaks', `Eva${BELL}\nEk\tAB`, 'Eva Ek AB'],
    ['a BOM, a Hangul filler and a soft hyphen', `${BOM}Bo\u3164\u00adrg`, 'Borg'],
    ['runs of spaces, and the ends', '  Byggmästarna   i  Umeå  ', 'Byggmästarna i Umeå'],
    ['å typed as a + ring (NFD), composed to one letter', 'Ra\u030agård', 'Rågård'],
  ])('takes out %s', (_, typed, kept) => {
    expect(cleanName(typed)).toBe(kept)
  })
})

describe('name fields at the API boundary', () => {
  const issueOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message

  it('keeps a quote receiver’s name without its override, and refuses one of zero-width characters only', () => {
    const parsed = quoteFieldsSchema.parse({ receiver: { name: `${RLO}Familjen Ek`, label: `Villa${ZWSP}` } })
    expect(parsed.receiver).toEqual({ name: 'Familjen Ek', label: 'Villa' })
    const invisible = quoteFieldsSchema.safeParse({ receiver: { name: `${ZWSP}${ZWJ}${RLO}` } })
    expect(invisible.success).toBe(false)
    expect(issueOf(invisible)).toBe(INVISIBLE_NAME_MESSAGE)
  })

  it('lets a quote’s optional name be cleared, empty or as spaces', () => {
    expect(quoteFieldsSchema.parse({ sender: { reference: '   ' } }).sender).toEqual({ reference: '' })
  })

  it('refuses a required name that is empty once cleaned: an own quote line, a shopping list', () => {
    const line = { vatRate: 25, isRot: false, quantity: 1, price: 100, unit: 'st' }
    expect(addQuoteCustomItemsSchema.safeParse({ customItems: [{ ...line, customItemName: ZWSP }] }).success).toBe(
      false,
    )
    expect(createListSchema.safeParse({ favoriteName: `${BOM}` }).success).toBe(false)
    expect(issueOf(createListSchema.safeParse({ favoriteName: `${BOM}` }))).toBe('Ange ett namn på listan.')
    expect(createListSchema.parse({ favoriteName: `${RLO}Altan` }).favoriteName).toBe('Altan')
  })

  it('counts the length of the name as kept: invisible padding does not push it over the limit', () => {
    const padded = `${'A'.repeat(100)}${ZWSP.repeat(50)}`
    expect(quoteFieldsSchema.parse({ receiver: { name: padded } }).receiver?.name).toHaveLength(100)
  })

  it('cleans a delivery’s contact person; one left empty is no contact person', () => {
    expect(orderDetailsInputSchema.parse({ contactName: `Eva${RLO} Ek` }).contactName).toBe('Eva Ek')
    expect(orderDetailsInputSchema.parse({ contactName: '  ' }).contactName).toBeNull()
    expect(orderDetailsInputSchema.safeParse({ contactName: ZWSP }).success).toBe(false)
  })
})
