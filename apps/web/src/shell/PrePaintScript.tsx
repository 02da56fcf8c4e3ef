'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * An inline script that must run while the server HTML is parsed, before the first paint.
 *
 * It is rendered during server rendering and hydration only: the hydration-time snapshot (`true`)
 * matches the server HTML, and afterwards, or when this component is mounted fresh on the client
 * (a client-side navigation into another layout), it renders nothing. React never creates a
 * <script> element on the client, which would not run anyway and which React 19 reports as an error
 * ('Encountered a script tag while rendering React component').
 */
export function PrePaintScript({ script, nonce }: { script: string; nonce?: string }) {
  const fromServerHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (!fromServerHtml) return null
  // Browsers hide a nonce after parsing, so the attribute differs at hydration by design.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass generated code with every value JSON-escaped (bannerHideScript)
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
