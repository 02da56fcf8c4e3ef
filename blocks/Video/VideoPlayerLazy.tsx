'use client'

import { type ComponentProps, lazy, Suspense } from 'react'
import type { VideoPlayer as Player } from './VideoPlayer'

const VideoPlayer = lazy(() => import('./VideoPlayer').then((module) => ({ default: module.VideoPlayer })))

/**
 * The video block's player, loaded with a page that shows the block rather than with every page that could: the block
 * registry puts every block in the content routes, and their browser code would otherwise be in all
 * of those routes' first load (bench/bundle). Rendered on the server as ever.
 */
export function VideoPlayerLazy(props: ComponentProps<typeof Player>) {
  return (
    <Suspense fallback={null}>
      <VideoPlayer {...props} />
    </Suspense>
  )
}
