'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { onContextChange } from '@/accounts/views/session-store'
import { apiCall } from '@/browser/api-fetch'
import type { ShopperVariant, ShopperVariants } from '../shopper-variants'

/**
 * The shopper's own price, brackets and store stock for the articles a page shared by many shoppers
 * shows (page-cache/member-view.ts). Every island names its article when it mounts; the names of one
 * render go out together in one call (POST /api/product/variants), however many islands asked.
 */

export const SHOPPER_VARIANTS_API = '/api/product/variants'
/** The call's own limit (app/api/product/variants/route.ts). */
const MAX_PER_CALL = 200

interface ShopperVariantsState {
  /** The shopper's store, once an answer has come. */
  storeId: string | null
  variants: Readonly<Record<string, ShopperVariant>>
  /** Why the last call failed (a Swedish message), until a retry. */
  failure: string | null
}

const store = createStore<ShopperVariantsState>(() => ({ storeId: null, variants: {}, failure: null }))
/** Asked for and not failed: never asked again on this page. */
const asked = new Set<string>()
const failed = new Set<string>()
let queued: string[] = []
/** Bumped when the shopper changes context: an answer for the one before is dropped. */
let generation = 0

async function send(articleNumbers: string[]) {
  const sentFor = generation
  const result = await apiCall<ShopperVariants>(SHOPPER_VARIANTS_API, {
    method: 'POST',
    json: { articleNumbers },
  })
  if (sentFor !== generation) return
  if (result.ok) {
    const answer = result.data
    store.setState((state) => ({
      storeId: answer.storeId,
      variants: { ...state.variants, ...Object.fromEntries(answer.variants.map((v) => [v.articleNumber, v])) },
    }))
    return
  }
  for (const number of articleNumbers) {
    asked.delete(number)
    failed.add(number)
  }
  // An aborted call (the page is being left) says nothing.
  if (!result.failure.aborted) store.setState({ failure: result.failure.message })
}

function flush() {
  const batch = queued
  queued = []
  for (let start = 0; start < batch.length; start += MAX_PER_CALL) void send(batch.slice(start, start + MAX_PER_CALL))
}

function want(articleNumbers: readonly string[]) {
  const wasEmpty = queued.length === 0
  for (const number of articleNumbers) {
    if (asked.has(number)) continue
    asked.add(number)
    queued.push(number)
  }
  // The islands of one render mount in one pass: they share the call made after it.
  if (wasEmpty && queued.length > 0) setTimeout(flush, 0)
}

/** Asks again for what failed. */
export function retryShopperVariants(): void {
  const again = [...failed]
  failed.clear()
  store.setState({ failure: null })
  want(again)
}

/**
 * After a change of customer or project (the context picker, through onContextChange): the prices and the store may differ, so
 * everything this page asked for is asked again, and nothing of the context before is shown meanwhile.
 */
export function refreshShopperVariants(): void {
  const again = [...new Set([...asked, ...failed, ...queued])]
  generation++
  asked.clear()
  failed.clear()
  queued = []
  store.setState({ storeId: null, variants: {}, failure: null })
  want(again)
}
onContextChange(refreshShopperVariants)

export interface ShopperVariantsView {
  /** Per article number, once answered. */
  variants: Readonly<Record<string, ShopperVariant>>
  storeId: string | null
  failure: string | null
}

/** The shopper's own parts of `articleNumbers`, asked for on mount with every other island's. */
export function useShopperVariants(articleNumbers: readonly string[]): ShopperVariantsView {
  const key = articleNumbers.join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the list's value
  useEffect(() => want(articleNumbers), [key])
  const variants = useStore(store, (state) => state.variants)
  const storeId = useStore(store, (state) => state.storeId)
  const failure = useStore(store, (state) => state.failure)
  return { variants, storeId, failure }
}
