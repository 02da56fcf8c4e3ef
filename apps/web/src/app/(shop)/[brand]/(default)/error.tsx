'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/errors/ErrorView'

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorView status={500} />
}
