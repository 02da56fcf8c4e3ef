'use client'

import { CloseIcon, IconButton } from '@shop/ui'
import type React from 'react'
import { useState, useSyncExternalStore } from 'react'
import {
  BANNER_STORAGE_PREFIX,
  type BannerKind,
  dismissBanner,
  isBannerDismissed,
} from '../../browser/banner-dismissal'
import { browserStorage } from '../../browser/web-storage'
import { LOGO_ID, MAIN_ID } from '../ids'

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // Another tab closing the same banner hides it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(BANNER_STORAGE_PREFIX)) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

type Props = {
  kind: BannerKind
  bannerId: string
  /** DOM id of the banner element; the pre-paint script looks it up. */
  elementId: string
  /** Accessible name of the landmark ('Information', 'Varning', …). */
  label: string
  closeLabel: string
  className?: string
  children: React.ReactNode
}

/**
 * A banner the visitor can close for good (until a banner with a new id comes). The server renders it
 * visible; the inline script that follows it in the HTML hides it before the first paint when it was
 * closed earlier (see bannerHideScript), and this island then keeps `hidden` in step with storage.
 * `suppressHydrationWarning` covers that one attribute, which the script may have set before hydration.
 */
export function DismissibleBanner({ kind, bannerId, elementId, label, closeLabel, className, children }: Props) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => isBannerDismissed(browserStorage(), kind, bannerId),
    () => false,
  )
  // Closed in this page view even where storage is refused (privacy modes); it shows again next visit.
  const [closedNow, setClosedNow] = useState(false)

  function close() {
    dismissBanner(browserStorage(), kind, bannerId)
    setClosedNow(true)
    for (const listener of listeners) listener()
    // The close button disappears with the banner; keep keyboard focus near the top of the page.
    const next = document.getElementById(LOGO_ID) ?? document.getElementById(MAIN_ID)
    next?.focus()
  }

  return (
    <section
      id={elementId}
      aria-label={label}
      hidden={dismissed || closedNow}
      suppressHydrationWarning
      data-banner={kind}
      className={className}
    >
      <div className="container-page flex items-start gap-3 py-2">
        <div className="min-w-0 flex-1">{children}</div>
        <IconButton label={closeLabel} intent="inherit" size="sm" onClick={close} className="-my-0.5 -mr-2">
          <CloseIcon size={18} />
        </IconButton>
      </div>
    </section>
  )
}
