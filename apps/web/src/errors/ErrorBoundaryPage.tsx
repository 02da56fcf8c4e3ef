'use client'

import { useEffect } from 'react'
import { ErrorView } from './ErrorView'

/** The error boundary of every shop layout group: logs the error, shows the 500 error page. */
export default function ErrorBoundaryPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorView status={500} />
}
