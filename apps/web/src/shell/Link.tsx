'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { defaultPrefetch } from '../browser/connection'

/**
 * The shop's only next/link (Biome refuses it elsewhere): a link whose caller leaves `prefetch` unset
 * is not prefetched on a slow connection. Next's scheduler already keeps background prefetches to 4 at
 * once but never looks at the connection. No hook: this is in every route's first load.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={props.prefetch ?? defaultPrefetch()} />
}
