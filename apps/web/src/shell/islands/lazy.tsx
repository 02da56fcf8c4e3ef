import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'

/**
 * Browser islands whose code is a chunk of their own, so that a route's first load carries only what
 * its pages show at once (bench/bundle). React.lazy rather than next/dynamic, whose runtime would
 * itself weigh on the first load. A module of its own, without the overlay store, so an island outside
 * the flyouts brings no more than this into a first load.
 */

export function split<P extends object>(load: () => Promise<ComponentType<P>>, start = false) {
  // Started at once, the chunk arrives beside the page's own instead of after its hydration.
  const loading = start ? load() : undefined
  return lazy(async () => ({ default: await (loading ?? load()) })) as unknown as ComponentType<P>
}

/**
 * An island that is not part of its page's first load. The server renders it as ever; in the browser its
 * part of the page hydrates once its chunk has arrived. Made in a module only its own page loads (the
 * cart page's summary and tools, the product page's history), it starts loading the chunk as soon as
 * that module runs, so it is live about when the page is; pass `start: false` where the module also
 * serves pages that do not show the island.
 *
 * `fallback` is server-rendered markup that stands in for the island until its HTML arrives. The island's
 * HTML is finished with the page, but once a page's shell passes React's progressive chunk size (12.8 kB)
 * React writes every finished boundary over 500 bytes after the rest of the page and moves it into place
 * with a script. An island that is the largest thing in the first viewport would paint late that way, and
 * with a fallback it would be painted twice: such an island is a standInIsland (the consent banner).
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { start = true }: { start?: boolean } = {},
): ComponentType<P & { fallback?: ReactNode }> {
  const Lazy = split(load, start)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module scope, never in a render
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    )
  }
  return Island
}
