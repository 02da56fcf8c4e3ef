'use client'

import { lazy, Suspense, useEffect } from 'react'
import { queueError } from '@/monitoring/queue'

// The error page's view is loaded when an error happens, not with every page it guards (bench/bundle).
const ErrorView = lazy(() => import('./ErrorView').then((module) => ({ default: module.ErrorView })))

/**
 * The error boundary of every shop layout group: logs the error, reports one that happened in the
 * browser (a server error, which has a digest, was reported where it happened), shows the 500 error page.
 */
export default function ErrorBoundaryPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
    if (!error.digest) queueError(error)
  }, [error])
  return (
    <Suspense fallback={null}>
      <ErrorView status={500} />
    </Suspense>
  )
}
