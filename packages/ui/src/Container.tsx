import { cva, type VariantProps } from 'class-variance-authority'
import type React from 'react'
import { cx } from './cx'

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6', {
  variants: {
    width: {
      /** The shop's page width: wide enough for dense product tables. */
      page: 'max-w-screen-2xl',
      /** Reading width for text and forms. */
      text: 'max-w-3xl',
      narrow: 'max-w-xl',
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
