import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx, onAccent } from './cx'

export const badgeVariants = cva('inline-flex items-center justify-center font-semibold leading-none tabular-nums', {
  variants: {
    intent: {
      accent: ['bg-accent', onAccent],
      primary: 'bg-primary text-primary-contrast',
      neutral: 'bg-surface text-text ring-1 ring-text/15',
      alert: 'bg-alert text-white',
    },
    shape: {
      /** A counter pinned to an icon (cart, favourites). */
      count: 'absolute -top-1 -right-1 min-w-5 h-5 rounded-full px-1 text-xs',
      pill: 'rounded-full px-2 py-1 text-xs',
      tag: 'rounded-brand px-2 py-1 text-xs uppercase tracking-wide',
    },
  },
  defaultVariants: { intent: 'accent', shape: 'pill' },
})

export type BadgeProps = React.ComponentPropsWithRef<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ intent, shape, className, ...props }: BadgeProps) {
  return <span className={cx(badgeVariants({ intent, shape }), className)} {...props} />
}
