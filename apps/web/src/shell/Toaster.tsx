'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { type StartMessage, TOAST_EVENT, TOAST_TIMEOUT_MS, takeStartMessage } from './start-message'

// What a toast looks like and says is loaded with the first toast, not with every page (bench/bundle).
const ToastBody = lazy(() => import('./ToastBody').then((module) => ({ default: module.ToastBody })))

export type Toast = StartMessage & { id: number }

/**
 * The shell's toast: shows the start message saved by the previous page (spec section 4), or one
 * sent with showToast(), for TOAST_TIMEOUT_MS. The live region is always in the DOM (empty on the
 * server and until there is something to say), so screen readers announce what appears in it.
 */
export function Toaster() {
  const [toast, setToast] = useState<Toast | null>(null)

  useEffect(() => {
    let next = 0
    const show = (message: StartMessage) => setToast({ ...message, id: ++next })
    const saved = takeStartMessage()
    if (saved) show(saved)
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<StartMessage>).detail
      if (detail?.text) show(detail)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), TOAST_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [toast])

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {toast ? (
        <Suspense fallback={null}>
          <ToastBody key={toast.id} toast={toast} />
        </Suspense>
      ) : null}
    </div>
  )
}
