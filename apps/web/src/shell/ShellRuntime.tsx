'use client'

import { useEffect } from 'react'

/** Starts the shell's runtime (runtime.ts) once the page is live; its code is not in the first load. */
export function ShellRuntime() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    import('./runtime').then(
      ({ startRuntime }) => {
        if (!gone) stop = startRuntime(window)
      },
      () => {},
    )
    return () => {
      gone = true
      stop?.()
    }
  }, [])
  return null
}
