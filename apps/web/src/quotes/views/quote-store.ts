import type { QuoteFields, QuoteView } from '@shop/schemas'
import { QUOTE_PATCH_DEBOUNCE_MS } from '@shop/schemas/constants'
import { createStore } from 'zustand/vanilla'
import type { ApiFailure, ApiResult } from '@/browser/api-fetch'
import { type CustomItemChange, type ItemChange, quotesClient } from './quotes-client'

/**
 * The wizard's copy of one quote. Every field change shows at once (its text is kept as typed, so an
 * error never loses it) and is collected; 2000 ms after the last change (spec section 9) the changes
 * go out as at most three PATCHes (the quote's fields, its lines, its own lines). A step change and
 * leaving the page send them at once (flush). The server's answer is the quote's new state: its
 * computed lines and totals.
 *
 * Field paths name what changed: 'receiver.name', 'validFor', 'items.<quoteItemId>.markup',
 * 'customItems.<quoteCustomItemId>.price'. The service's issues (body paths like 'items.0.markup') are
 * turned back into these paths, so each message shows next to its field.
 */

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed'
export type FieldValue = string | number | boolean

export interface QuoteState {
  quote: QuoteView
  /** What the user typed, by field path, until they leave. */
  texts: Record<string, string | boolean>
  /** Changes not yet sent, by field path (a field whose text is no value yet is not here). */
  pending: Record<string, FieldValue>
  status: SaveStatus
  /** Refusals by field path, and one for the whole save. */
  errors: Record<string, string>
  saveError: string | null
}

export interface QuoteStore {
  getState: () => QuoteState
  subscribe: (listener: (state: QuoteState) => void) => () => void
  /** A field changed: `text` as shown, `value` what it means (null: nothing to send yet). */
  change: (path: string, text: string | boolean, value: FieldValue | null) => void
  /** Send what is waiting now; resolves when the quote is saved (or refused). */
  flush: (options?: { keepalive?: boolean }) => Promise<boolean>
  /** A structural change answered elsewhere (lines added, file uploaded): the server's new quote. */
  replace: (quote: QuoteView) => void
  dispose: () => void
}

type Patches = { fields: QuoteFields | null; items: ItemChange[]; customItems: CustomItemChange[] }

/** The pending changes as the three PATCH bodies. */
export function patchesOf(pending: Record<string, FieldValue>): Patches {
  const fields: Record<string, unknown> = {}
  const items = new Map<string, Record<string, unknown>>()
  const customItems = new Map<string, Record<string, unknown>>()
  for (const [path, value] of Object.entries(pending)) {
    const [head, second, third] = path.split('.')
    if (head === 'items' && second && third) items.set(second, { ...items.get(second), [third]: value })
    else if (head === 'customItems' && second && third)
      customItems.set(second, { ...customItems.get(second), [third]: value })
    else if (head && second) fields[head] = { ...(fields[head] as object | undefined), [second]: value }
    else if (head) fields[head] = value
  }
  return {
    fields: Object.keys(fields).length ? (fields as QuoteFields) : null,
    items: [...items].map(([quoteItemId, change]) => ({ quoteItemId, ...change })),
    customItems: [...customItems].map(([quoteCustomItemId, change]) => ({ quoteCustomItemId, ...change })),
  }
}

/** A refusal's issues by field path; a line's body index becomes its id. */
export function issuesByPath(failure: ApiFailure, ids: { items: string[]; customItems: string[] }) {
  const errors: Record<string, string> = {}
  for (const issue of failure.body?.issues ?? []) {
    if (!issue.path || !issue.message) continue
    const [head, index, ...rest] = issue.path.split('.')
    const list = head === 'items' ? ids.items : head === 'customItems' ? ids.customItems : null
    const id = list && index !== undefined ? list[Number(index)] : undefined
    errors[id ? [head, id, ...rest].join('.') : issue.path] = issue.message
  }
  return errors
}

export function createQuoteStore(initial: QuoteView, debounceMs = QUOTE_PATCH_DEBOUNCE_MS): QuoteStore {
  const store = createStore<QuoteState>(() => ({
    quote: initial,
    texts: {},
    pending: {},
    status: 'idle',
    errors: {},
    saveError: null,
  }))
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<boolean> = Promise.resolve(true)

  const cancelTimer = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }

  async function send(options: { keepalive?: boolean }): Promise<boolean> {
    const { pending, quote } = store.getState()
    if (Object.keys(pending).length === 0) return true
    store.setState({ pending: {}, status: 'saving' })
    const patches = patchesOf(pending)
    const calls: Array<{ run: () => Promise<ApiResult<QuoteView>>; ids: { items: string[]; customItems: string[] } }> =
      []
    const none: string[] = []
    if (patches.fields)
      calls.push({
        run: () => quotesClient.patch(quote.quoteId, patches.fields ?? {}, options),
        ids: { items: none, customItems: none },
      })
    if (patches.items.length)
      calls.push({
        run: () => quotesClient.patchItems(quote.quoteId, patches.items, options),
        ids: { items: patches.items.map((item) => item.quoteItemId), customItems: none },
      })
    if (patches.customItems.length)
      calls.push({
        run: () => quotesClient.patchCustomItems(quote.quoteId, patches.customItems, options),
        ids: { items: none, customItems: patches.customItems.map((item) => item.quoteCustomItemId) },
      })
    const errors: Record<string, string> = {}
    let saveError: string | null = null
    let latest: QuoteView | null = null
    for (const { run, ids } of calls) {
      const result = await run()
      if (result.ok) latest = result.data
      else if (!result.failure.aborted) {
        Object.assign(errors, issuesByPath(result.failure, ids))
        saveError = result.failure.message
      }
    }
    const failed = saveError !== null
    store.setState((state) => ({
      quote: latest ?? state.quote,
      // A refused save stays waiting (newer typing wins) and goes out again with the next change; PATCHes
      // are idempotent, so the parts that did pass may go twice.
      pending: failed ? { ...pending, ...state.pending } : state.pending,
      errors,
      saveError,
      status: failed ? 'failed' : Object.keys(state.pending).length ? 'pending' : 'saved',
    }))
    return !failed
  }

  const flush = (options: { keepalive?: boolean } = {}) => {
    cancelTimer()
    // One save at a time, in order: a change made during a save goes out after it.
    running = running.then(() => send(options))
    return running
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    change(path, text, value) {
      store.setState((state) => {
        const pending = { ...state.pending }
        if (value === null) delete pending[path]
        else pending[path] = value
        const { [path]: _, ...errors } = state.errors
        return { texts: { ...state.texts, [path]: text }, pending, errors, status: 'pending' }
      })
      cancelTimer()
      timer = setTimeout(() => void flush(), debounceMs)
    },
    flush,
    replace(quote) {
      store.setState({ quote })
    },
    dispose: cancelTimer,
  }
}
