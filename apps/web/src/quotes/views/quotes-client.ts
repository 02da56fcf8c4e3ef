import type { QuoteCartResponse, QuoteCustomItemView, QuoteFields, QuoteItemView, QuoteView } from '@shop/schemas'
import { type ApiFetchInit, type ApiResult, apiCall } from '@/browser/api-fetch'

/**
 * The quote service as the browser calls it (spec section 7, /api/quote/v1). Its failures carry the
 * service's own text (spec section 8: the quote service shows the raw error text).
 */

export const QUOTES_API = '/api/quote/v1/quotes'

export const quotePath = (quoteId: string) => `${QUOTES_API}/${encodeURIComponent(quoteId)}`
export const quotePdfPath = (quoteId: string) => `${quotePath(quoteId)}/pdf`
export const attachmentPath = (quoteId: string, attachmentId: string) =>
  `${quotePath(quoteId)}/attachments/${encodeURIComponent(attachmentId)}`

const call = <T>(path: string, init: ApiFetchInit): Promise<ApiResult<T>> =>
  apiCall<T>(path, { ...init, service: 'quote' })

export type ItemChange = { quoteItemId: string } & Partial<
  Pick<QuoteItemView, 'quantity' | 'markup' | 'salesDiscount' | 'ownPrice'>
>
export type CustomItemChange = { quoteCustomItemId: string } & Partial<
  Pick<QuoteCustomItemView, 'customItemName' | 'vatRate' | 'isRot' | 'quantity' | 'price' | 'unit'>
>
export type NewCustomItem = Omit<QuoteCustomItemView, 'quoteCustomItemId' | 'lineTotal'>

/** `keepalive` lets a save started as the page is left outlive it (pagehide). */
type Options = { keepalive?: boolean }

export const quotesClient = {
  create: (body: QuoteFields | { copyFrom: string } = {}) =>
    call<QuoteView>(QUOTES_API, { method: 'POST', json: body }),
  remove: (quoteIds: string[]) => call<null>(QUOTES_API, { method: 'DELETE', json: { quoteIds } }),
  patch: (quoteId: string, fields: QuoteFields, options: Options = {}) =>
    call<QuoteView>(quotePath(quoteId), { method: 'PATCH', json: fields, ...options }),
  addItems: (quoteId: string, items: Array<{ articleNumber: string; quantity: number }>) =>
    call<QuoteView>(`${quotePath(quoteId)}/items`, { method: 'POST', json: { items } }),
  patchItems: (quoteId: string, items: ItemChange[], options: Options = {}) =>
    call<QuoteView>(`${quotePath(quoteId)}/items`, { method: 'PATCH', json: { items }, ...options }),
  removeItems: (quoteId: string, quoteItemIds: string[]) =>
    call<QuoteView>(`${quotePath(quoteId)}/items`, { method: 'DELETE', json: { quoteItemIds } }),
  addCustomItems: (quoteId: string, customItems: NewCustomItem[]) =>
    call<QuoteView>(`${quotePath(quoteId)}/customItems`, { method: 'POST', json: { customItems } }),
  patchCustomItems: (quoteId: string, customItems: CustomItemChange[], options: Options = {}) =>
    call<QuoteView>(`${quotePath(quoteId)}/customItems`, { method: 'PATCH', json: { customItems }, ...options }),
  removeCustomItems: (quoteId: string, quoteCustomItemIds: string[]) =>
    call<QuoteView>(`${quotePath(quoteId)}/customItems`, { method: 'DELETE', json: { quoteCustomItemIds } }),
  upload: (quoteId: string, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return call<QuoteView>(`${quotePath(quoteId)}/attachments`, { method: 'POST', body: form })
  },
  removeAttachment: (quoteId: string, attachmentId: string) =>
    call<QuoteView>(attachmentPath(quoteId, attachmentId), { method: 'DELETE' }),
  send: (quoteId: string, email: string, message: string) =>
    call<QuoteView>(`${quotePath(quoteId)}/send`, {
      method: 'POST',
      json: message.trim() ? { email, message } : { email },
    }),
  toCart: (quoteId: string) => call<QuoteCartResponse>(`${quotePath(quoteId)}/cart`, { method: 'POST' }),
}

/** The path of a quote's page from the brand's route pattern ('/mina-offerter/:quoteId'), at a step. */
export function quoteHref(pattern: string, quoteId: string, step?: number): string {
  const base = pattern.includes(':')
    ? pattern.replace(/:[A-Za-z]+/, encodeURIComponent(quoteId))
    : `${pattern}?id=${encodeURIComponent(quoteId)}`
  if (!step) return base
  return `${base}${base.includes('?') ? '&' : '?'}steg=${step}`
}
