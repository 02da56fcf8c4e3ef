'use client'

import { lazy, Suspense, useEffect } from 'react'

// The error page's view is loaded when an error happens, not with every page it guards (bench/bundle).
const ErrorView = lazy(() => import('./ErrorView').then((module) => ({ default: module.ErrorView })))

/** The error boundary of every shop layout group: logs the error, shows the 500 error page. */
export default function ErrorBoundaryPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Suspense fallback={null}>
      <ErrorView status={500} />
    </Suspense>
  )
}
