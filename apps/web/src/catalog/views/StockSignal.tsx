import { CheckIcon, ClockIcon, CloseIcon, cx, MinusIcon } from '@shop/ui'
import type React from 'react'
import type { StockLocation } from '../stock'

type Level = StockLocation['level']

/**
 * Colour and icon per level; the text always says the same, so colour is never the only signal. Without
 * stock information the text is a dash, and an icon beside it would only read as a second dash (the
 * empty slot keeps rows aligned).
 */
const LOOK: Record<Level, { className: string; Icon: (props: { size?: number }) => React.ReactElement }> = {
  'in-stock': { className: 'text-green-800', Icon: CheckIcon },
  'on-order': { className: 'text-amber-800', Icon: ClockIcon },
  'out-of-stock': { className: 'text-red-700', Icon: CloseIcon },
  'not-stocked': { className: 'text-muted', Icon: MinusIcon },
  unknown: { className: 'text-muted', Icon: MinusIcon },
}

const LEVELS = new Set(Object.keys(LOOK))
/** A level as a browser answer spells it (a string), or 'unknown'. */
export const stockLevel = (level: string) => (LEVELS.has(level) ? level : 'unknown') as Level

export interface StockSignalProps {
  stock: Pick<StockLocation, 'level' | 'availability'>
  /** Where the stock is, e.g. the store's name; shown before the text. */
  label?: string
  className?: string
}

/** One location's stock text of spec section 8 with its level colour and icon. */
export function StockSignal({ stock, label, className }: StockSignalProps) {
  const { className: colour, Icon } = LOOK[stock.level]
  return (
    <span className={cx('stock-signal', className)} data-stock-level={stock.level}>
      <span className={cx('stock-signal-icon', colour)}>{stock.level === 'unknown' ? null : <Icon size={16} />}</span>
      <span>
        {label ? <span className="font-semibold">{label}: </span> : null}
        <span
          className={cx(stock.level === 'in-stock' || stock.level === 'out-of-stock' ? colour : undefined)}
          data-stock-text
        >
          {stock.availability}
        </span>
      </span>
    </span>
  )
}
