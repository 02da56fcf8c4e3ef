import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'

// The stylesheet's `.container-*` component classes: centred, with the gutters, at each width.
export const containerVariants = cva('', {
  variants: {
    width: {
      /** The shop's page width: wide enough for dense product tables. */
      page: 'container-page',
      /** Reading width for text and forms. */
      text: 'container-text',
      narrow: 'container-narrow',
    },
  },
  defaultVariants: { width: 'page' },
})

type ContainerOwnProps = VariantProps<typeof containerVariants> & {
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'main'
}
export type ContainerProps = React.ComponentPropsWithRef<'div'> & ContainerOwnProps

export function Container({ as: Tag = 'div', width, className, ...props }: ContainerProps) {
  return <Tag className={cx(containerVariants({ width }), className)} {...props} />
}
