import { trackingEventsAnswerSchema, trackingEventsBodySchema, trackingHeadersSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { clientAddress } from '@/request/client-address'
import { recordEvents } from '@/tracking/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /createEvents. Anyone may send events (visitors are tracked too, by the
 * tracking id in `user-id`); a session's user is stored with them. Bad headers or events answer 400
 * tracking.invalid_event and store nothing; events of unknown articles are dropped, and the answer
 * says how many were stored.
 */
export const POST = route({
  summary: 'Tar emot spårningshändelser (klick, lägg i varukorg, köp) för varianter.',
  access: 'anonymous',
  headers: trackingHeadersSchema,
  body: trackingEventsBodySchema,
  invalid: 'tracking.invalid_event',
  // 50 events of bounded fields fit well inside this; a larger body is refused before it is read.
  maxBytes: { bytes: 32_768, failure: { kind: 'invalid', error: 'tracking.invalid_event' } },
  status: 202,
  response: trackingEventsAnswerSchema,
  handler: ({ payload, session, brand, request, input }) =>
    recordEvents(
      payload,
      {
        trackingId: input.headers['user-id'],
        userId: session?.principal.userId ?? null,
        brand: brand.id,
        address: clientAddress(request),
      },
      input.body.events,
    ),
})
