'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { type ConnectionInfo, prefetchAllowed } from './connection'

/**
 * The shop's only next/link (Biome refuses it elsewhere): a link the caller leaves to the default is
 * not prefetched on a slow connection (`shell/connection.ts`). Next's scheduler already keeps
 * background prefetches to 4 at once but never looks at the connection. The server knows nothing of
 * it and renders the default; the prop changes no markup, only whether the link registers for
 * prefetching, so the client's answer cannot mismatch. No hook: this is in every route's first load.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  const connection =
    typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection
  return <NextLink {...props} prefetch={props.prefetch ?? (prefetchAllowed(connection) ? null : false)} />
}
