'use client'

import { Button, type ButtonVariants } from '@shop/ui'
import type React from 'react'
import { type OverlayPiece, overlayStore, panelId } from './overlay-store'

/**
 * A button elsewhere on the page that opens one of the shell's flyouts (e.g. 'Byt kund eller
 * projekt' on Mina sidor opens the project flyout). Focus moves into the flyout; Escape returns it to
 * the flyout's own header button.
 */
export function OpenOverlayButton({
  piece,
  children,
  intent = 'secondary',
  className,
}: {
  piece: OverlayPiece
  children: React.ReactNode
  intent?: ButtonVariants['intent']
  className?: string
}) {
  return (
    <Button
      intent={intent}
      aria-haspopup="dialog"
      aria-controls={panelId(piece)}
      onClick={() => overlayStore.getState().open(piece)}
      className={className}
    >
      {children}
    </Button>
  )
}
