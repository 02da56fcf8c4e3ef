'use client'

import NextForm from 'next/form'
import type { ComponentProps } from 'react'
import { defaultPrefetch } from '../browser/connection'

/**
 * The shop's only next/form, for the same reason as `Link`: a form with a URL as its action prefetches
 * that route when it comes into view, which a slow connection should not pay for.
 */
export function Form(props: ComponentProps<typeof NextForm>) {
  return <NextForm {...props} prefetch={props.prefetch ?? defaultPrefetch()} />
}
