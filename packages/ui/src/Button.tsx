import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx, onAccent } from './cx'

/**
 * Button styles. Use `buttonVariants()` on an <a> or Next <Link> that should look like a button;
 * use <Button> for actions (it defaults to type="button" so it never submits a form by accident).
 */
export const buttonVariants = cva(
  // The shared box, focus ring and disabled look: the stylesheet's `.btn` (one class in every button's
  // HTML, RSC payload and script, not twenty).
  'btn',
  {
    variants: {
      intent: {
        /** The main action on a page: brand colour. */
        primary: 'bg-primary text-primary-contrast hover:bg-primary/90 active:bg-primary/80',
        /** Calls for attention (add to cart, campaigns): accent with dark text. */
        accent: ['bg-accent hover:bg-accent/90 active:bg-accent/80', onAccent],
        /** Secondary actions on light surfaces. */
        secondary: 'border border-text/25 bg-background text-text hover:border-text/50 hover:bg-surface',
        /** Quiet actions on light surfaces. */
        ghost: 'bg-transparent text-text hover:bg-text/5 active:bg-text/10',
        /** Quiet actions on the brand-coloured header. */
        onPrimary: 'bg-transparent text-primary-contrast hover:bg-primary-contrast/10 active:bg-primary-contrast/20',
        /** Looks like a link, behaves like a button; pair with size "inline". */
        link: 'rounded-none bg-transparent text-primary underline underline-offset-2 hover:no-underline',
        /** Destructive actions. */
        danger: 'bg-alert text-white hover:bg-alert/90 active:bg-alert/80',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        /** No box: for intent "link" inside running text. */
        inline: 'text-[length:inherit]',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: { intent: 'primary', size: 'md', fullWidth: false },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>
export type ButtonProps = React.ComponentPropsWithRef<'button'> & ButtonVariants

export function Button({ intent, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonVariants({ intent, size, fullWidth }), className)} {...props} />
}
