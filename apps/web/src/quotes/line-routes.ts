import 'server-only'
import {
  deleteQuoteCustomItemsSchema,
  deleteQuoteItemsSchema,
  patchQuoteCustomItemsSchema,
  patchQuoteItemsSchema,
} from '@shop/schemas'
import { route } from '../api/route'
import { QUOTE_ACCESS, quotePath } from './input'
import { deleteQuoteLines, editableQuote, LINE_ID, type LineChange, type LineField, patchQuoteLines } from './service'

/**
 * PATCH and DELETE of /v1/quotes/{id}/items and /v1/quotes/{id}/customItems: the two kinds of line
 * change the same way (rows by id, an unknown id refuses the whole call), so one declaration serves both.
 */

const SCHEMAS = {
  items: { patch: patchQuoteItemsSchema, remove: deleteQuoteItemsSchema, what: 'artikelrader' },
  customItems: { patch: patchQuoteCustomItemsSchema, remove: deleteQuoteCustomItemsSchema, what: 'egna rader' },
} as const

export function lineChangeRoutes<F extends LineField>(field: F) {
  const { patch, remove, what } = SCHEMAS[field]
  return {
    PATCH: route({
      summary: `Ändrar ${what} i offerten; ett okänt rad-id avvisar hela anropet.`,
      access: QUOTE_ACCESS,
      params: quotePath,
      body: patch,
      handler: async ({ payload, session, input }) => {
        const quote = await editableQuote(payload, session, input.params.id)
        const changes = (input.body as unknown as Record<F, ReadonlyArray<LineChange<F>>>)[field]
        return quote.ok ? patchQuoteLines(payload, session, quote.value, field, changes) : quote
      },
    }),
    DELETE: route({
      summary: `Tar bort ${what} ur offerten.`,
      access: QUOTE_ACCESS,
      params: quotePath,
      body: remove,
      handler: async ({ payload, session, input }) => {
        const quote = await editableQuote(payload, session, input.params.id)
        const ids = (input.body as unknown as Record<string, string[]>)[`${LINE_ID[field]}s`] ?? []
        return quote.ok ? deleteQuoteLines(payload, session, quote.value, field, ids) : quote
      },
    }),
  }
}
