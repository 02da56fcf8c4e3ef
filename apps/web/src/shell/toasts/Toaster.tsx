'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import {
  type StartMessage,
  saveStartMessage,
  TOAST_EVENT,
  TOAST_TIMEOUT_MS,
  takeStartMessage,
} from '../../browser/start-message'
import type { Toast } from './ToastBody'

// What a toast looks like and says is loaded with the first toast, not with every page (bench/bundle).
const ToastBody = lazy(() => import('./ToastBody').then((module) => ({ default: module.ToastBody })))

/**
 * The shell's toast: shows the start message saved by the previous page (spec section 4), or one
 * sent with showToast(), for TOAST_TIMEOUT_MS. The live region is always in the DOM (empty on the
 * server and until there is something to say), so screen readers announce what appears in it. A toast
 * still showing when the shell is replaced (logging in moves a page to its member render) is handed to
 * the next shell's Toaster as a start message.
 */
export function Toaster() {
  const [toast, setToast] = useState<Toast | null>(null)
  const showing = useRef<Toast | null>(null)
  showing.current = toast

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
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast)
      const left = showing.current
      if (left) saveStartMessage({ text: left.text, severity: left.severity })
    }
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
