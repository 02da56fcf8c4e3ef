import 'server-only'
import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { route } from '../api/route'
import { brandOrigin } from '../request/origin'
import type { CxmlAnswer } from './cxml'

/** The brand's site as cXML names it: the origin a StartPage is on, the host payloadIDs are made at. */
export interface CxmlSite {
  origin: string
  host: string
}

/**
 * A cXML route (setup, order): the document is read whole (its size is bounded by the reader), and
 * every answer is a cXML document, a refusal too, with the HTTP status its Status code carries.
 */
export function cxmlRoute(
  summary: string,
  answer: (payload: Payload, brand: Brand, xml: string, site: CxmlSite) => Promise<CxmlAnswer>,
) {
  return route({
    summary,
    access: 'anonymous',
    body: z.string(),
    bodyType: 'text/xml',
    handler: async ({ payload, brand, input }) => {
      const origin = brandOrigin(brand)
      return ok(await answer(payload, brand, input.body, { origin, host: new URL(origin).host }))
    },
    reply: (result) =>
      new Response(result.xml, {
        status: result.status,
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'cache-control': 'no-store',
          ...(result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : {}),
        },
      }),
  })
}
