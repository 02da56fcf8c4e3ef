// @vitest-environment happy-dom
/**
 * The receiver's answer island in a DOM (happy-dom): a choice leads to a confirmation step (focus on
 * its question, a comment field), and "Tillbaka" returns to the choice. The answer itself is sent to
 * the real quote service in tests/e2e/quote-answer.spec.ts.
 */

import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { AnswerForm } from './AnswerForm'

const { container, root } = mountEachTest()

const button = (name: string) =>
  Array.from(container().querySelectorAll('button')).find((b) => b.textContent?.trim() === name) ?? null
const click = (name: string) => act(() => button(name)?.click())

describe('AnswerForm', () => {
  it('asks to confirm the choice, with an optional comment, and goes back to the choice', async () => {
    act(() => root().render(<AnswerForm token="a.b.c" quoteId="Q-1" />))
    expect(button('Acceptera offerten')).not.toBeNull()
    expect(button('Avböj offerten')).not.toBeNull()

    click('Avböj offerten')
    const question = container().querySelector('[data-testid="quote-answer-confirm"] p')
    expect(question?.textContent).toBe('Vill du avböja offerten Q-1? Avsändaren får besked direkt.')
    expect(document.activeElement).toBe(question)
    expect(container().querySelector('textarea')?.labels?.[0]?.textContent).toBe(
      'Kommentar till avsändaren (frivillig)',
    )
    expect(button('Ja, avböj offerten')?.getAttribute('type')).toBe('submit')

    // At once, not a frame later: a key pressed next must not have its focus taken away.
    click('Tillbaka')
    expect(container().querySelector('form')).toBeNull()
    expect(document.activeElement).toBe(button('Acceptera offerten'))
  })
})
