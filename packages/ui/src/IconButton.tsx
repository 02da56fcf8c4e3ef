import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'

export const iconButtonVariants = cva(
  // The stylesheet's `.icon-btn`: box, focus ring and disabled look as one class.
  'icon-btn',
  {
    variants: {
      // The stylesheet's `.icon-btn-*` component classes.
      intent: {
        ghost: 'icon-btn-ghost',
        onPrimary: 'icon-btn-on-primary',
        secondary: 'icon-btn-secondary',
        /** Takes the surrounding text colour (banners on any background). */
        inherit: 'icon-btn-inherit',
      },
      size: {
        sm: 'size-8',
        md: 'size-10',
        lg: 'size-12',
        /** Icon plus a visible text label; the label hides below `lg` unless the caller shows it. */
        labelled: 'h-10 px-2.5 text-sm font-semibold',
      },
    },
    defaultVariants: { intent: 'ghost', size: 'md' },
  },
)

export type IconButtonProps = Omit<React.ComponentPropsWithRef<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name; required because the button may show only an icon. */
    label: string
    /** Shows `label` as visible text beside the icon from this breakpoint on (otherwise visually hidden). */
    showLabelFrom?: 'always' | 'sm' | 'md' | 'lg' | 'xl' | 'never'
  }

const LABEL_VISIBILITY = {
  always: '',
  sm: 'sr-only sm:not-sr-only',
  md: 'sr-only md:not-sr-only',
  lg: 'sr-only lg:not-sr-only',
  xl: 'sr-only xl:not-sr-only',
  never: 'sr-only',
} as const

/**
 * A button whose accessible name is `label`, shown as text from `showLabelFrom` on. The visible text
 * and the accessible name are the same string, so speech-input users can say what they see.
 */
export function IconButton({
  label,
  showLabelFrom = 'never',
  intent,
  size,
  className,
  children,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(iconButtonVariants({ intent, size: showLabelFrom === 'never' ? size : 'labelled' }), className)}
      {...props}
    >
      {children}
      <span className={LABEL_VISIBILITY[showLabelFrom]}>{label}</span>
    </button>
  )
}
