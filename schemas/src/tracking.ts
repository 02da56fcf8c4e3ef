import { z } from './zod'

/**
 * The tracking call of spec section 7 (`POST /createEvents`): the headers `user-id` and `api-version`,
 * and events of type click, addtocart or purchase, each naming a Variant by article number with a
 * quantity and, for a purchase, the order id. The spec does not show the body's outer shape; it is
 * `{ events: [...] }` so that the call can grow a field (a page type, a list name) without breaking
 * senders, as every other body of the platform is an object.
 */

export const TRACKING_EVENT_TYPES = ['click', 'addtocart', 'purchase'] as const
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number]

/** One call carries at most this many events, so one request cannot write an unbounded batch. */
export const MAX_TRACKING_EVENTS = 50

/** Spec section 9: the tracking id is 21 random characters of nanoid's URL-safe alphabet. */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/

/** The API versions this call speaks; anything else is refused so a newer client is told. */
export const TRACKING_API_VERSIONS = ['1'] as const

export const trackingHeadersSchema = z.object({
  'user-id': z
    .string({ error: 'Ange spårnings-id i huvudet user-id.' })
    .regex(TRACKING_ID_PATTERN, { error: 'Spårnings-id ska vara 21 tecken: A–Z, a–z, 0–9, _ eller -.' }),
  'api-version': z.enum(TRACKING_API_VERSIONS, { error: 'Huvudet api-version ska vara 1.' }),
})

export const trackingEventSchema = z
  .strictObject({
    type: z.enum(TRACKING_EVENT_TYPES, { error: 'Händelsens typ ska vara click, addtocart eller purchase.' }),
    entityType: z.literal('Variant', { error: 'Entitetstypen ska vara Variant.' }),
    id: z
      .string({ error: 'Ange artikelnumret i id.' })
      .trim()
      .min(1, { error: 'Ange artikelnumret i id.' })
      .max(40, { error: 'Artikelnumret får vara högst 40 tecken.' }),
    // Spec section 9: quantity defaults to 1 in variant events.
    quantity: z
      .int({ error: 'Antalet ska vara ett heltal.' })
      .min(1, { error: 'Antalet ska vara minst 1.' })
      .max(100_000, { error: 'Antalet får vara högst 100 000.' })
      .default(1),
    orderId: z
      .string({ error: 'Order-id ska vara en text.' })
      .trim()
      .min(1, { error: 'Order-id får inte vara tomt.' })
      .max(64, { error: 'Order-id får vara högst 64 tecken.' })
      .nullish(),
  })
  .superRefine((event, ctx) => {
    // Spec section 5: a purchase needs an order id; other events carry none.
    if (event.type === 'purchase' && !event.orderId) {
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'Ett köp måste ha ett order-id.' })
    }
    if (event.type !== 'purchase' && event.orderId) {
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'Endast köp har ett order-id.' })
    }
  })
export type TrackingEvent = z.output<typeof trackingEventSchema>

export const trackingEventsBodySchema = z.strictObject({
  events: z
    .array(trackingEventSchema, { error: 'Skicka händelserna som en lista i events.' })
    .min(1, { error: 'Skicka minst en händelse.' })
    .max(MAX_TRACKING_EVENTS, { error: `Högst ${MAX_TRACKING_EVENTS} händelser per anrop.` }),
})
export type TrackingEventsBody = z.output<typeof trackingEventsBodySchema>

export const trackingEventsAnswerSchema = z.object({
  /** How many events were stored; events naming unknown articles are dropped. */
  stored: z.int().min(0),
})
