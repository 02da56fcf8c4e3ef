'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Client-side redirect after a pause, so the visitor can read why they are sent away. */
export function RedirectAfter({ href, ms }: { href: string; ms: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setTimeout(() => router.replace(href), ms)
    return () => clearTimeout(timer)
  }, [href, ms, router])
  return null
}
