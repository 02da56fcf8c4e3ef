import 'server-only'
import { type BracketPrice, fail, ok, type Price, type Result, type Shopper, visiblePrice } from '@shop/commerce'
import type { Payload } from 'payload'
import { jsonColumn } from '../db/sql'
import { articleExists, askForPriceArticles, priceRows } from './storage'

/**
 * The price service: each article's price in the shopper's customer context (the customer's own row,
 * else the list price), already cut down to what the shopper may see (EJ_SE_PRISER, EJ_SE_RABATTER,
 * anonymous visitors per brand). Every page and API that shows a price goes through here.
 */

interface PriceRowDoc {
  articleNumber: string
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

/**
 * The rows that apply: the customer's own where one exists, else the list row. Plain SQL: this runs
 * for every tile of every listing page, and the Local API's per-document work cost more than the query.
 */
async function applicableRows(
  payload: Payload,
  articleNumbers: readonly string[],
  customerId: string | null,
): Promise<Map<string, PriceRowDoc>> {
  const unique = [...new Set(articleNumbers)]
  const chosen = new Map<string, PriceRowDoc>()
  if (unique.length === 0) return chosen
  const customer = customerId === null ? null : Number(customerId)
  const rows = await priceRows(payload, unique, customer !== null && Number.isFinite(customer) ? customer : null)
  for (const row of rows) {
    const own = row.customer_id !== null
    if (!own && chosen.has(row.article_number)) continue
    chosen.set(row.article_number, {
      articleNumber: row.article_number,
      netPrice: Number(row.net_price),
      salesPrice: Number(row.sales_price),
      salesPriceIncludingVat: row.sales_price_including_vat === null ? null : Number(row.sales_price_including_vat),
      salesPriceUnit: row.sales_price_unit,
      alloyingPrice: row.alloying_price === null ? null : Number(row.alloying_price),
      preCampaignPrice: row.pre_campaign_price === null ? null : Number(row.pre_campaign_price),
      priceType: row.price_type,
      discounts: jsonColumn<PriceRowDoc['discounts']>(row.discounts, null),
      brackets: jsonColumn<PriceRowDoc['brackets']>(row.brackets, null),
    })
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

/**
 * Visible prices by article number; an article without a price row, or a shopper who may not see
 * prices, gets null. No query runs at all when the shopper may not see prices.
 */
export async function pricesFor(
  payload: Payload,
  articleNumbers: readonly string[],
  shopper: Pick<Shopper, 'customerId' | 'visibility'>,
): Promise<Map<string, Price | null>> {
  return (await priceTablesFor(payload, articleNumbers, shopper)).prices
}

/**
 * Prices and, for a cart's lines, their bracket tables from the same two queries. Brackets only where
 * the shopper may see prices and discounts (a bracket is a discount), never for ask-for-price articles.
 */
export async function priceTablesFor(
  payload: Payload,
  articleNumbers: readonly string[],
  shopper: Pick<Shopper, 'customerId' | 'visibility'>,
): Promise<{ prices: Map<string, Price | null>; brackets: Map<string, BracketPrice[]> }> {
  const prices = new Map<string, Price | null>(articleNumbers.map((n) => [n, null]))
  const brackets = new Map<string, BracketPrice[]>()
  if (!shopper.visibility.prices || articleNumbers.length === 0) return { prices, brackets }
  const [rows, onRequest] = await Promise.all([
    applicableRows(payload, articleNumbers, shopper.customerId),
    askForPriceArticles(payload, [...new Set(articleNumbers)]),
  ])
  for (const [articleNumber, row] of rows) {
    const askForPrice = onRequest.has(articleNumber)
    prices.set(articleNumber, visiblePrice(toPrice(row, askForPrice), shopper.visibility))
    if (shopper.visibility.discounts && row.brackets?.length && !askForPrice)
      brackets.set(
        articleNumber,
        [...row.brackets].sort((a, b) => a.minQuantity - b.minQuantity),
      )
  }
  return { prices, brackets }
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
  return (await priceTablesFor(payload, [articleNumber], shopper)).brackets.get(articleNumber) ?? null
}

/**
 * GET /prices/{id}/brackets: the article's quantity steps as the shopper may see them (an empty list
 * when none may be shown, so no figures leave the server); not found for an unknown article.
 */
export async function articleBrackets(
  payload: Payload,
  articleNumber: string,
  shopper: Pick<Shopper, 'customerId' | 'visibility'>,
): Promise<Result<{ articleNumber: string; brackets: BracketPrice[] }>> {
  const [exists, brackets] = await Promise.all([
    articleExists(payload, articleNumber),
    bracketsFor(payload, articleNumber, shopper),
  ])
  return exists ? ok({ articleNumber, brackets: brackets ?? [] }) : fail('not_found', 'errors.not_found')
}
