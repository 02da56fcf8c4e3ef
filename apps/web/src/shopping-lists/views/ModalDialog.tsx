'use client'

import { CloseIcon, IconButton } from '@shop/ui'
import type React from 'react'
import { useEffect, useId, useRef } from 'react'
import { t } from './texts'

/**
 * A modal on the native <dialog>: shown with showModal() while `open` (focus moves into it and stays
 * there, Esc closes, the page behind is inert), and on close focus returns to the button that opened it. `initialFocus` names the element to focus first (a selector inside the dialog).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  initialFocus,
  testId,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  initialFocus?: string
  testId?: string
  children: React.ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = `${useId()}-title`

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      if (initialFocus) element.querySelector<HTMLElement>(initialFocus)?.focus()
    }
    if (!open && element.open) element.close()
  }, [open, initialFocus])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // Browsers that do not give focus back on close leave it on <body>.
        const active = document.activeElement
        if (opener.current?.isConnected && (active === document.body || dialog.current?.contains(active)))
          opener.current.focus()
        onClose()
      }}
      data-testid={testId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-brand bg-background p-5 text-text shadow-xl backdrop:bg-black/60"
    >
      {open ? (
        <>
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <IconButton label={t('lists.close')} onClick={() => dialog.current?.close()}>
              <CloseIcon />
            </IconButton>
          </div>
          <div className="mt-4">{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
