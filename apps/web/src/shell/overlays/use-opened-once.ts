import { useEffect, useState } from 'react'
import { type OverlayPiece, useIsOpen } from './overlay-store'

/**
 * True from the first time `piece` opens: what shows only inside it (a flyout's form, the search
 * suggestions) is loaded then rather than with every page, and stays mounted after it closes.
 */
export function useOpenedOnce(piece: OverlayPiece): boolean {
  const open = useIsOpen(piece)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  return open || opened
}
