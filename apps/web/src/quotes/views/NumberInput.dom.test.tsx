// @vitest-environment happy-dom
/** The quote's number input in a browser: keys filtered as pressed, anything else cleaned on change. */
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { NumberInput } from './NumberInput'

const dom = mountEachTest()

function Harness({ decimals }: { decimals?: boolean }) {
  const [value, setValue] = useState('')
  return <NumberInput aria-label="Antal" value={value} onValue={setValue} decimals={decimals} />
}

const input = () => dom.container().querySelector('input') as HTMLInputElement
const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  act(() => {
    input().dispatchEvent(event)
  })
  return event.defaultPrevented
}
function paste(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), text)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('NumberInput', () => {
  it('stops letters and signs, lets digits, navigation and shortcuts through', () => {
    act(() => dom.root().render(<Harness />))
    expect(press('a')).toBe(true)
    expect(press('-')).toBe(true)
    expect(press(',')).toBe(true)
    expect(press('7')).toBe(false)
    expect(press('ArrowLeft')).toBe(false)
    expect(press('v', { ctrlKey: true })).toBe(false)
    expect(input().inputMode).toBe('numeric')
  })

  it('takes one decimal separator where decimals are allowed, and cleans pasted text', () => {
    act(() => dom.root().render(<Harness decimals />))
    expect(press(',')).toBe(false)
    paste('-12,5 st')
    expect(input().value).toBe('12,5')
    expect(press('.')).toBe(true)
  })
})
