import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import type { Outbox } from '../payload-types'

/**
 * The outbox's rows (Local API), nothing else: what a mail is and whether it went is outbox.ts's. Not
 * marked server-only: the account mails are sent from the users collection's hooks, which the Payload
 * config loads outside Next's server graph.
 */

/** What a mail server made of a mail. */
export type Delivery = Pick<Outbox, 'delivery' | 'deliveredAt' | 'deliveryError'>

export const insertOutboxRow = (
  payload: Payload,
  data: RequiredDataFromCollectionSlug<'outbox'>,
  req?: PayloadRequest,
) => payload.create({ collection: 'outbox', data, overrideAccess: true, req })

export const recordDelivery = (payload: Payload, id: Outbox['id'], data: Delivery, req?: PayloadRequest) =>
  payload.update({ collection: 'outbox', id, data, overrideAccess: true, req })

/** The mails of one kind and reply-to written after `since`: how many, and the oldest's time. */
export const mailsSince = (payload: Payload, sent: Pick<Outbox, 'kind' | 'replyTo'>, since: Date) =>
  payload.find({
    collection: 'outbox',
    where: {
      and: [
        { kind: { equals: sent.kind } },
        { replyTo: { equals: sent.replyTo } },
        { createdAt: { greater_than: since.toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
