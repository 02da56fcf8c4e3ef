import 'server-only'
import { type BracketPrice, type Price, type Shopper, visiblePrice } from '@shop/commerce'
import type { Payload, Where } from 'payload'

/**
 * The price service: each article's price in the shopper's customer context (the customer's own row,
 * else the list price), already cut down to what the shopper may see (EJ_SE_PRISER, EJ_SE_RABATTER,
 * anonymous visitors per brand). Every page and API that shows a price goes through here.
 */

interface PriceRowDoc {
  articleNumber: string
  customer?: number | string | { id: number | string } | null
  netPrice: number
  salesPrice: number
  salesPriceIncludingVat?: number | null
  salesPriceUnit?: string | null
  alloyingPrice?: number | null
  preCampaignPrice?: number | null
  priceType: string
  discounts?: Array<{ name: string; amount: number; percentage: number; type: string }> | null
  brackets?: BracketPrice[] | null
}

const customerOf = (row: PriceRowDoc) =>
  row.customer && typeof row.customer === 'object'
    ? String(row.customer.id)
    : row.customer
      ? String(row.customer)
      : null

/** The rows that apply: the customer's own where one exists, else the list row. */
async function applicableRows(
  payload: Payload,
  articleNumbers: readonly string[],
  customerId: string | null,
): Promise<Map<string, PriceRowDoc>> {
  const unique = [...new Set(articleNumbers)]
  const chosen = new Map<string, PriceRowDoc>()
  if (unique.length === 0) return chosen
  const customerClause: Where = customerId
    ? { or: [{ customer: { exists: false } }, { customer: { equals: Number(customerId) || customerId } }] }
    : { customer: { exists: false } }
  const { docs } = await payload.find({
    collection: 'prices',
    where: { and: [{ articleNumber: { in: unique } }, customerClause] },
    depth: 0,
    limit: unique.length * 2,
    pagination: false,
    overrideAccess: true,
  })
  for (const row of docs as unknown as PriceRowDoc[]) {
    const own = customerOf(row) !== null
    if (own || !chosen.has(row.articleNumber)) chosen.set(row.articleNumber, row)
  }
  return chosen
}

function toPrice(row: PriceRowDoc, askForPrice: boolean): Price {
  const discounts = row.discounts ?? []
  const discountAmount = discounts.reduce((sum, d) => sum + d.amount, 0)
  return {
    articleNumber: row.articleNumber,
    netPrice: row.netPrice,
    salesPrice: row.salesPrice,
    salesPriceIncludingVat: row.salesPriceIncludingVat ?? row.salesPrice,
    salesPriceUnit: row.salesPriceUnit ?? 'st',
    alloyingPrice: row.alloyingPrice ?? 0,
    preCampaignPrice: row.preCampaignPrice ?? null,
    discountAmount: Math.round(discountAmount * 100) / 100,
    discountPercentage: row.salesPrice > 0 ? Math.round((1 - row.netPrice / row.salesPrice) * 100) : 0,
    discounts,
    priceType: row.priceType,
    askForPrice,
    hasBracketPrices: Boolean(row.brackets?.length),
  }
}

/** Articles that are sold on request only (no figures shown). */
async function askForPriceArticles(payload: Payload, articleNumbers: readonly string[]): Promise<Set<string>> {
  if (articleNumbers.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'variants',
    where: { and: [{ articleNumber: { in: [...new Set(articleNumbers)] } }, { askForPrice: { equals: true } }] },
    depth: 0,
    limit: articleNumbers.length,
    pagination: false,
    select: { articleNumber: true },
  })
  return new Set(docs.map((doc) => doc.articleNumber))
}

/**
 * Visible prices by article number; an article without a price row, or a shopper who may not see
 * prices, gets null. No query runs at all when the shopper may not see prices.
 */
export async function pricesFor(
  payload: Payload,
  articleNumbers: readonly string[],
  shopper: Pick<Shopper, 'customerId' | 'visibility'>,
): Promise<Map<string, Price | null>> {
  const result = new Map<string, Price | null>(articleNumbers.map((n) => [n, null]))
  if (!shopper.visibility.prices || articleNumbers.length === 0) return result
  const [rows, onRequest] = await Promise.all([
    applicableRows(payload, articleNumbers, shopper.customerId),
    askForPriceArticles(payload, articleNumbers),
  ])
  for (const [articleNumber, row] of rows) {
    result.set(articleNumber, visiblePrice(toPrice(row, onRequest.has(articleNumber)), shopper.visibility))
  }
  return result
}

/**
 * Spec section 7 GET /prices/{id}/brackets: the quantity steps of one article in the shopper's
 * context, or null when there is nothing the shopper may see (no price right, unknown article, an
 * ask-for-price article, or no brackets). Without the discount right brackets stay hidden too: a
 * bracket is a discount.
 */
export async function bracketsFor(
  payload: Payload,
  articleNumber: string,
  shopper: Pick<Shopper, 'customerId' | 'visibility'>,
): Promise<BracketPrice[] | null> {
  if (!shopper.visibility.prices || !shopper.visibility.discounts) return null
  const [rows, onRequest] = await Promise.all([
    applicableRows(payload, [articleNumber], shopper.customerId),
    askForPriceArticles(payload, [articleNumber]),
  ])
  const row = rows.get(articleNumber)
  if (!row?.brackets?.length || onRequest.has(articleNumber)) return null
  return [...row.brackets].sort((a, b) => a.minQuantity - b.minQuantity)
}
