'use client'

import { cx, focusRing, IconButton, MinusIcon, PlusIcon } from '@shop/ui'
import { useId, useState } from 'react'
import { t } from './texts'

/** Null when `text` is a whole, positive multiple of `multiple`, else the reason in Swedish. */
export function quantityError(text: string, multiple: number, unit: string): string | null {
  const trimmed = text.trim()
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  const valid = value >= multiple && value % multiple === 0
  if (valid) return null
  return multiple > 1
    ? t('product.quantity_invalid_multiple', { multiple, unit })
    : t('product.quantity_invalid', { min: multiple })
}

/**
 * The quantity to buy, in steps of the order multiple. Other values are refused with a message;
 * `onChange` hears the valid quantity, or null while the field holds something else.
 */
export function QuantityField({
  multiple,
  unit,
  onChange,
}: {
  multiple: number
  unit: string
  onChange?: (quantity: number | null) => void
}) {
  const id = useId()
  const [text, setTextState] = useState(String(multiple))
  const error = quantityError(text, multiple, unit)
  const current = error ? multiple : Number(text)
  const setText = (next: string) => {
    setTextState(next)
    onChange?.(quantityError(next, multiple, unit) ? null : Number(next.trim()))
  }
  const step = (direction: 1 | -1) => setText(String(Math.max(multiple, current + direction * multiple)))

  return (
    <div className="print:hidden">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('product.quantity')} ({unit})
      </label>
      <div className="mt-1 flex items-center gap-1">
        <IconButton
          label={t('product.quantity_decrease')}
          intent="secondary"
          onClick={() => step(-1)}
          disabled={!error && current <= multiple}
        >
          <MinusIcon />
        </IconButton>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={multiple}
          step={multiple}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(
            'h-10 w-24 rounded-brand border bg-background px-2 text-center tabular-nums',
            error ? 'border-alert' : 'border-text/25',
            focusRing,
          )}
        />
        <IconButton label={t('product.quantity_increase')} intent="secondary" onClick={() => step(1)}>
          <PlusIcon />
        </IconButton>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
