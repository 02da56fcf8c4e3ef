import 'server-only'
import { randomUUID } from 'node:crypto'
import type { PunchoutSession } from '@shop/auth'
import { fail, lineTotal, moneyTotals, ok, PUNCHOUT_DELIVERY_METHOD, type Result } from '@shop/commerce'
import {
  buyingOrganisation,
  type CxmlHeader,
  type CxmlOrderRequest,
  type CxmlStatusCode,
  cxmlStatusOf,
  type OrderArticle,
  orderResponse,
  type PunchOutSetupRequest,
  parseCxml,
  priceOrderLines,
  SecretThrottle,
  senderKey,
  setupResponse,
  sharedSecretMatches,
  statusResponse,
} from '@shop/commerce/punchout/cxml'
import { t } from '@shop/i18n'
import type { CxmlBuyingOrganisation } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { accountByEmail, customerIdByNumber } from '../accounts/service'
import { type IssuedTokens, startSession } from '../accounts/session-tokens'
import { issueTicket, redeemPunchoutTicket } from '../accounts/tickets'
import { cartVariants, openDeliveryDays } from '../cart/service'
import { priceTablesFor } from '../catalog/prices'
import { stockFor } from '../catalog/stock'
import { OrderRefused, orderParty, ordersByKey, placeOrder } from '../orders/service'
import type { User } from '../payload-types'
import { sharedWindowStore } from '../shared-state/window-store'
import { CXML_START_PATH } from './cxml-paths'
import { punchoutBuyer } from './entry'

/**
 * cXML punch-out (beside OCI; many procurement systems speak only cXML). A PunchOutSetupRequest from
 * a buying organisation of the brand's punch-out config, with its shared secret, gets a one-time,
 * expiring StartPage; opening it starts a PUNCHOUT session whose cart goes back as a
 * PunchOutOrderMessage (transfer.ts). An OrderRequest becomes an order, once per payloadID. Every
 * answer is a cXML document whose Status carries the outcome; the XML itself is read and written by
 * @shop/commerce/punchout/cxml (saxes, no DTDs or entities).
 */

export interface CxmlAnswer {
  status: CxmlStatusCode
  xml: string
  /** A throttled sender: when to try again (HTTP Retry-After). */
  retryAfterSeconds?: number
}

/** A document's payloadID, unique as cXML asks: `<time>.<random>@<host>`. */
export const newPayloadId = (host: string, now: Date) => `${now.getTime()}.${randomUUID()}@${host}`

const stamp = (host: string, now: Date) => ({ payloadID: newPayloadId(host, now), timestamp: now })

function refusal(code: CxmlStatusCode, message: string, host: string, now: Date): CxmlAnswer {
  return { status: code, xml: statusResponse({ ...stamp(host, now), code, message }) }
}

/** A failed step as its cXML answer: the failure's status (cxml-read's, else by its kind) and text. */
function refusalOf(failure: Parameters<typeof cxmlStatusOf>[0], host: string, now: Date): CxmlAnswer {
  const byKind: Partial<Record<string, CxmlStatusCode>> = {
    unauthenticated: 401,
    forbidden: 403,
    conflict: 409,
    refused: 409,
    throttled: 429,
  }
  const code = failure.details?.status ? cxmlStatusOf(failure) : (byKind[failure.kind] ?? cxmlStatusOf(failure))
  const answer = refusal(code, failure.message ?? t(failure.error), host, now)
  const retryAfter = failure.details?.retryAfterSeconds
  return typeof retryAfter === 'number' ? { ...answer, retryAfterSeconds: retryAfter } : answer
}

/** Failed shared-secret checks, per sender identity, counted with every instance's (REDIS_URL). */
const secrets = new SecretThrottle(sharedWindowStore())

/**
 * The buying organisation a request comes from, its shared secret checked under the sender identity's
 * throttle: the organisation's own From credential, else the first From an unknown sender names, so
 * a throttled answer tells no more than a wrong secret which organisations exist. An unknown
 * organisation and a wrong secret get the same answer, for the same reason.
 */
async function organisationOf(brand: Brand, header: CxmlHeader, now: Date): Promise<Result<CxmlBuyingOrganisation>> {
  const organisation = buyingOrganisation(brand.punchout, header.from)
  const sender = organisation ?? header.from[0]
  const key = senderKey(brand.id, { domain: sender?.domain ?? '', identity: sender?.identity ?? '' })
  const gate = await secrets.take(key, now.getTime())
  if (!gate.allowed) {
    const seconds = Math.ceil(gate.retryAfterMs / 1000)
    return fail('throttled', 'errors.punchout.cxml_throttled', {
      message: t('errors.punchout.cxml_throttled', { minutes: Math.ceil(seconds / 60) }),
      details: { retryAfterSeconds: seconds },
    })
  }
  if (!organisation || !sharedSecretMatches(header.sender.sharedSecret, organisation.sharedSecretSha256)) {
    return fail('unauthenticated', 'errors.punchout.cxml_credentials')
  }
  await secrets.succeeded(key)
  return ok(organisation)
}

/** The organisation's user: the setup's UserEmail when that is one of its punch-out users, else its default. */
async function buyerAccount(payload: Payload, organisation: CxmlBuyingOrganisation, email: string | undefined) {
  const named = email ? await accountByEmail(payload, email.trim().toLowerCase()) : null
  return named?.punchout ? named : accountByEmail(payload, organisation.defaultUser)
}

/** The buyer enters only for the organisation's own customer. */
async function organisationBuyer(payload: Payload, organisation: CxmlBuyingOrganisation, user: User | null) {
  const customerId = await customerIdByNumber(payload, organisation.customerNumber)
  if (!user || !customerId) return fail('forbidden', 'errors.punchout.not_enabled')
  const buyer = await punchoutBuyer(payload, { user }, '', organisation.company)
  if (!buyer.ok) return buyer
  return buyer.value.context.customerId === customerId ? buyer : fail('forbidden', 'errors.punchout.not_enabled')
}

async function setup(
  payload: Payload,
  brand: Brand,
  request: PunchOutSetupRequest,
  site: { origin: string; host: string },
  now: Date,
): Promise<Result<string>> {
  const organisation = await organisationOf(brand, request.header, now)
  if (!organisation.ok) return organisation
  const user = await buyerAccount(payload, organisation.value, request.extrinsics.UserEmail)
  const buyer = await organisationBuyer(payload, organisation.value, user)
  if (!buyer.ok) return buyer
  const session: PunchoutSession = {
    protocol: 'cxml',
    companyName: organisation.value.company,
    callbackUrl: request.browserFormPostUrl,
    target: '_top',
    okCode: null,
    caller: null,
    buyerCookie: request.buyerCookie,
    operation: request.operation,
    parties: {
      supplier: request.header.to[0] ?? { domain: 'NetworkID', identity: brand.id },
      buyer: { domain: organisation.value.domain, identity: organisation.value.identity },
    },
  }
  const token = await issueTicket(payload, buyer.value.user.id, 'punchout', undefined, now, session)
  const startPageUrl = `${site.origin}${CXML_START_PATH}/${token}`
  return ok(setupResponse({ ...stamp(site.host, now), startPageUrl }))
}

/** POST /punchout/cxml/setup: a PunchOutSetupRequest answered with a StartPage, or a refusal. */
export async function cxmlSetup(
  payload: Payload,
  brand: Brand,
  xml: string,
  site: { origin: string; host: string },
  now = new Date(),
): Promise<CxmlAnswer> {
  const request = parseCxml(xml)
  if (!request.ok) return refusalOf(request.failure, site.host, now)
  if (request.value.kind !== 'setup') return refusal(406, t('errors.punchout.cxml_not_setup'), site.host, now)
  const answer = await setup(payload, brand, request.value, site, now)
  return answer.ok ? { status: 200, xml: answer.value } : refusalOf(answer.failure, site.host, now)
}

/**
 * The StartPage: its one-time token becomes a PUNCHOUT session for the buyer it was issued to,
 * checked again (a buyer disabled since the setup does not get in). Used, expired or unknown: not found.
 */
export async function startCxmlSession(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<Result<IssuedTokens>> {
  const ticket = await redeemPunchoutTicket(payload, token, now)
  if (!ticket) return fail('not_found', 'errors.punchout.start_used')
  const buyer = await punchoutBuyer(payload, { user: ticket.user }, '', ticket.punchout.companyName)
  if (!buyer.ok) return buyer
  return ok(await startSession(payload, ticket.user, buyer.value.context, now, ticket.punchout))
}

// ── OrderRequest ───────────────────────────────────────────────────────────────────────────────────

/** Why an OrderRequest is not taken, told to the procurement system in its Status. */
class OrderRefusal extends Error {
  constructor(
    readonly code: CxmlStatusCode,
    message: string,
  ) {
    super(message)
  }
}

const orderKey = (organisation: CxmlBuyingOrganisation, payloadID: string) =>
  `cxml:${organisation.domain}:${organisation.identity}:${payloadID}`

/** Every price and discount: the order is priced at what the customer pays, as checkout's is. */
const PAID = { prices: true, discounts: true }

/**
 * What the shop knows of the articles the lines name, for the organisation's customer: the variant,
 * the customer's price and brackets (the price service the cart and checkout read), and the central
 * warehouse's stock, which a discontinued article is sold from while it lasts.
 */
async function orderArticles(
  payload: Payload,
  brand: Brand,
  customerId: string,
  articleNumbers: readonly string[],
): Promise<Map<string, OrderArticle>> {
  const central = brand.centralStorageId
  const [variants, { prices, brackets }, stock] = await Promise.all([
    cartVariants(payload, articleNumbers),
    priceTablesFor(payload, articleNumbers, { customerId, visibility: PAID }),
    stockFor(payload, articleNumbers, { locationIds: [central], centralId: central }),
  ])
  const centralStock = new Map(
    stock.map((s) => [s.articleNumber, s.locations.find((l) => l.locationId === central)?.quantity ?? 0]),
  )
  const articles = new Map<string, OrderArticle>()
  for (const [articleNumber, variant] of variants) {
    const price = prices.get(articleNumber)
    articles.set(articleNumber, {
      name: variant.name,
      unit: variant.unit,
      orderMultiple: variant.orderMultiple,
      onlyStore: variant.onlyStore,
      discontinued: variant.discontinued,
      centralStock: centralStock.get(articleNumber) ?? 0,
      price:
        price && !price.askForPrice ? { netPrice: price.netPrice, brackets: brackets.get(articleNumber) ?? [] } : null,
    })
  }
  return articles
}

/**
 * The order's lines: the shop's articles at the shop's price for the customer (order-lines.ts), or
 * the refusal naming every line that differs. The price is the punch-out cart's, the net price
 * without an alloying surcharge (spec section 3's export), as the buyer's purchase order carries it.
 */
async function orderLines(payload: Payload, brand: Brand, customerId: string, request: CxmlOrderRequest) {
  const articles = await orderArticles(
    payload,
    brand,
    customerId,
    request.lines.map((line) => line.supplierPartID),
  )
  const priced = priceOrderLines(request, articles)
  if (!priced.ok) throw new OrderRefusal(400, priced.failure.message ?? t(priced.failure.error))
  return priced.value.map((line) => ({
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    netPrice: line.netPrice,
    alloyingPrice: 0,
    label: null,
  }))
}

/** The OrderRequest's order, for the organisation's customer and default user, placed once per payloadID. */
async function placeCxmlOrder(
  payload: Payload,
  brand: Brand,
  organisation: CxmlBuyingOrganisation,
  request: CxmlOrderRequest,
  now: Date,
): Promise<void> {
  const customerId = await customerIdByNumber(payload, organisation.customerNumber)
  const user = await accountByEmail(payload, organisation.defaultUser)
  if (!customerId || !user) throw new OrderRefusal(403, t('errors.punchout.not_enabled'))
  const lines = await orderLines(payload, brand, customerId, request)
  const date = openDeliveryDays(brand, now)[0] ?? null
  const party = await orderParty(payload, Number(customerId), null)
  const ship = request.shipTo
  await placeOrder(payload, {
    idempotencyKey: orderKey(organisation, request.payloadID),
    userId: user.id,
    customerId: Number(customerId),
    projectId: null,
    deliveryId: PUNCHOUT_DELIVERY_METHOD,
    // From the central warehouse, without a cart.
    locationId: brand.centralStorageId,
    cart: null,
    items: lines.map((line) => ({ ...line, requestedDeliveryDate: date })),
    details: {
      warehouseId: brand.centralStorageId,
      storeId: null,
      addressId: ship?.addressID ?? null,
      requestedDeliveryDate: date,
      message: request.comments ?? null,
      zipCode: ship?.postalCode ?? null,
      contactName: ship?.deliverTo[0] ?? null,
      contactPhone: null,
      // The buyer's purchase order number, as their invoices will quote it.
      reference: request.orderID,
      brand: brand.id,
      deliveryName: t('punchout.cxml_delivery'),
      address: ship
        ? {
            name: ship.name ?? '',
            recipientName: ship.deliverTo.join(', '),
            address1: ship.street[0] ?? '',
            address2: ship.street[1] ?? '',
            address3: ship.street[2] ?? '',
            postalCode: ship.postalCode ?? '',
            postalAddress: ship.city ?? '',
            countryCode: ship.countryCode ?? 'SE',
          }
        : null,
      ...party,
      buyerName: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email,
      buyerEmail: user.email,
      source: 'cxml',
      payloadID: request.payloadID,
    },
    totals: moneyTotals(lines.map((line) => lineTotal({ netPrice: line.netPrice, alloyingPrice: 0 }, line.quantity))),
    placedAt: now.toISOString(),
  })
}

/**
 * POST /punchout/cxml/order: an OrderRequest becomes one order (the fixed punch-out delivery, from
 * the central warehouse), taken once per payloadID: the same request again answers 200 and orders
 * nothing more, also when two arrive at once (the key is unique; the loser finds the winner's order).
 */
export async function cxmlOrder(
  payload: Payload,
  brand: Brand,
  xml: string,
  { host }: { host: string },
  now = new Date(),
): Promise<CxmlAnswer> {
  const request = parseCxml(xml)
  if (!request.ok) return refusalOf(request.failure, host, now)
  if (request.value.kind !== 'order') return refusal(406, t('errors.punchout.cxml_not_order'), host, now)
  const organisation = await organisationOf(brand, request.value.header, now)
  if (!organisation.ok) return refusalOf(organisation.failure, host, now)
  try {
    await placeCxmlOrder(payload, brand, organisation.value, request.value, now)
  } catch (error) {
    // The same payloadID again, once its order is taken, answers 200 and orders nothing more, also
    // when this copy would now be refused (a price changed since) or lost the race to another copy.
    const key = orderKey(organisation.value, request.value.payloadID)
    const taken = await ordersByKey(payload, [key]).catch(() => null)
    if (taken?.has(key)) return { status: 200, xml: orderResponse(stamp(host, now)) }
    if (error instanceof OrderRefusal) return refusal(error.code, error.message, host, now)
    // The only refusal of an order without a cart: the stock ran out.
    if (error instanceof OrderRefused) return refusal(409, error.message, host, now)
    throw error
  }
  return { status: 200, xml: orderResponse(stamp(host, now)) }
}
