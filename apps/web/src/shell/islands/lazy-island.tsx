import type { ComponentType, ReactNode } from 'react'
import { Suspense } from 'react'
import type { OverlayPiece } from '../overlays/overlay-store'
import { useOpenedOnce } from '../overlays/use-opened-once'
import { split } from './lazy'
import { SlotLoading } from './SlotLoading'

export { lazyIsland } from './lazy'

/**
 * What shows only inside a flyout (the login form, the customer picker, the cart's lines), loaded the
 * first time the flyout opens: it is in every page's shell but opened on few.
 */
export function flyoutIsland<P extends object>(
  piece: OverlayPiece,
  load: () => Promise<ComponentType<P>>,
  loading: ReactNode = <SlotLoading />,
): ComponentType<P> {
  const Lazy = split(load)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module scope, never in a render
  function Island(props: P) {
    return useOpenedOnce(piece) ? (
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    ) : null
  }
  return Island
}
