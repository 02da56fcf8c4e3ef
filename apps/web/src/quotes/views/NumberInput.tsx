'use client'

import type React from 'react'
import { inputClass } from '@/forms/fields'
import { cleanNumberText, numberKeyAllowed } from './number-input'

export type NumberInputProps = Omit<React.ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValue: (text: string) => void
  /** Whether a comma or point may be typed (prices, markup); quantities of articles take none. */
  decimals?: boolean
}

const selectedText = (input: HTMLInputElement) =>
  input.selectionStart !== null && input.selectionEnd !== null
    ? input.value.slice(input.selectionStart, input.selectionEnd)
    : ''

/**
 * A quote's number field (spec section 5). A text input rather than type="number", which lets 'e', '-'
 * and '+' through, answers no value for '12,5' in some browsers and changes on the mouse wheel. Keys are
 * filtered as they are pressed; whatever still arrives (paste, drop, autofill, a virtual keyboard) is
 * cleaned by the same rule.
 */
export function NumberInput({ value, onValue, decimals = false, className, onKeyDown, ...rest }: NumberInputProps) {
  return (
    <input
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={value}
      onKeyDown={(event) => {
        const input = event.currentTarget
        if (!numberKeyAllowed(event, { decimals, value: input.value, selected: selectedText(input) }))
          event.preventDefault()
        onKeyDown?.(event)
      }}
      onChange={(event) => onValue(cleanNumberText(event.target.value, decimals))}
      className={className ?? inputClass}
      {...rest}
    />
  )
}
