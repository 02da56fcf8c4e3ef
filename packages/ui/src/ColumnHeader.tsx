import type React from 'react'
import { cx } from './cx'

/** A column header of the order tables (the history list and an order's lines). */
export function ColumnHeader({
  align = 'left',
  children,
  ...rest
}: { align?: 'left' | 'right'; children: React.ReactNode } & Omit<
  React.ThHTMLAttributes<HTMLTableCellElement>,
  'scope' | 'className'
>) {
  return (
    <th scope="col" className={cx('px-3 py-2', align === 'right' && 'text-right')} {...rest}>
      {children}
    </th>
  )
}
