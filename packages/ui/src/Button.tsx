import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'

/**
 * Button styles. Use `buttonVariants()` on an <a> or Next <Link> that should look like a button;
 * use <Button> for actions (it defaults to type="button" so it never submits a form by accident).
 */
export const buttonVariants = cva(
  // The shared box, focus ring and disabled look: the stylesheet's `.btn`, and each intent and size a
  // `.btn-*` of its own (one class each in every button's HTML, RSC payload and script, not twenty).
  'btn',
  {
    variants: {
      intent: {
        /** The main action on a page: brand colour. */
        primary: 'btn-primary',
        /** Calls for attention (add to cart, campaigns): accent with dark text. */
        accent: 'btn-accent',
        /** Secondary actions on light surfaces. */
        secondary: 'btn-secondary',
        /** Quiet actions on light surfaces. */
        ghost: 'btn-ghost',
        /** Quiet actions on the brand-coloured header. */
        onPrimary: 'btn-on-primary',
        /** Looks like a link, behaves like a button; pair with size "inline". */
        link: 'btn-link',
        /** Destructive actions. */
        danger: 'btn-danger',
      },
      size: {
        sm: 'btn-sm',
        md: 'btn-md',
        lg: 'btn-lg',
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
