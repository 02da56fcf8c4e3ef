'use client'

import { useEffect } from 'react'
import { watchChunkFailures } from './chunk-reload'
import { browserSessionStorage } from './storage'

/**
 * What every page runs in the browser once it is live: a chunk that fails to load reloads the page
 * once (chunk-reload.ts), and the web-vitals reports start when the browser is idle (a chunk with the
 * library, not in the first load).
 */
export function ShellRuntime() {
  useEffect(() => {
    const stop = watchChunkFailures(window, browserSessionStorage())
    const start = () =>
      import('@/tracking/web-vitals').then(
        ({ startWebVitals }) => startWebVitals(),
        () => {},
      )
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(start)
    return stop
  }, [])
  return null
}
