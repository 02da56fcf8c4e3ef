'use client'

import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { focusableIn } from './focusable'

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
    // With the place in the page's tab order that had focus as the island came, to give it back there.
    const [live, setLive] = useState<{ Component: ComponentType<P>; focusAt: number }>()
    useEffect(() => {
      let mounted = true
      loading?.then((Component) => {
        if (!mounted) return
        const focused = document.activeElement
        setLive({
          Component,
          focusAt: focused instanceof HTMLElement ? focusableIn(document.body).indexOf(focused) : -1,
        })
      })
      return () => {
        mounted = false
      }
    }, [])
    useEffect(() => {
      if (!live || live.focusAt < 0 || document.activeElement !== document.body) return
      focusableIn(document.body)[live.focusAt]?.focus()
    }, [live])
    return live ? <live.Component {...(props as P)} /> : standIn
  }
  return Island
}
