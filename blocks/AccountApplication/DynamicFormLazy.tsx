'use client'

import { type ComponentProps, lazy, Suspense } from 'react'
import type { DynamicFormClient as Form } from './DynamicFormClient'

const DynamicFormClient = lazy(() =>
  import('./DynamicFormClient').then((module) => ({ default: module.DynamicFormClient })),
)

/**
 * The account application's form, loaded with a page that shows the block rather than with every page that could: the block
 * registry puts every block in the content routes, and their browser code would otherwise be in all
 * of those routes' first load (bench/bundle). Rendered on the server as ever.
 */
export function DynamicFormLazy(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <DynamicFormClient {...props} />
    </Suspense>
  )
}
