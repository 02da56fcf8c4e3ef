'use client'

import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

/**
 * An island whose server markup is a stand-in, and whose code is a chunk of its own (like lazyIsland's).
 *
 * A lazy island sits in a Suspense boundary, and once a page's shell passes React's progressive chunk size
 * React writes the island's finished HTML after the rest of the page and swaps it in with a script (lazy.tsx).
 * For the consent banner, the largest text in a phone's first viewport, that swap replaced the nodes first
 * painted: Chromium then reported the largest contentful paint at the swap, 0.18–0.26 s after the first paint,
 * in half the loads under Lighthouse's applied throttling (docs/benchmarks.md). The page also carried the
 * banner twice.
 *
 * Here there is no boundary. The stand-in is ordinary markup in the page, written where it belongs and
 * hydrated with it. Once the page has hydrated and the chunk has arrived, the island takes its place. The
 * stand-in's controls do nothing before then, as a page's controls do before hydration; focus that was in the
 * stand-in goes to the island's control in the same place, so a keyboard or screen reader user stays put.
 */
export function standInIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { standIn: ReactNode }> {
  // Started as the module runs, so the chunk arrives beside the page's own rather than after hydration.
  const loading = typeof window === 'undefined' ? undefined : load()
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module scope, never in a render
  function Island({ standIn, ...props }: P & { standIn: ReactNode }) {
    // The stand-in at first on the client too, whenever the chunk arrives: hydration must match the server.
    const [Live, setLive] = useState<ComponentType<P>>()
    const [focusAt, setFocusAt] = useState(-1)
    useEffect(() => {
      let mounted = true
      loading?.then((component) => {
        if (!mounted) return
        const focusable = [...document.querySelectorAll(FOCUSABLE)]
        setFocusAt(document.activeElement ? focusable.indexOf(document.activeElement) : -1)
        setLive(() => component)
      })
      return () => {
        mounted = false
      }
    }, [])
    useEffect(() => {
      if (!Live || focusAt < 0) return
      const control = document.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt]
      if (document.activeElement === document.body) control?.focus()
    }, [Live, focusAt])
    return Live ? <Live {...(props as P)} /> : standIn
  }
  return Island
}
