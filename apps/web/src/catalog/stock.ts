import 'server-only'
import { centralStockSignal, type StockSignal, storeStockSignal } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { StockType } from '@shop/schemas'
import type { Payload } from 'payload'
import { isoColumn } from '../db/sql'
import { stockRows } from './storage'

/** Spec section 3 "Stock", one entry of `locations`, plus the shopper-facing signal of section 8. */
export interface StockLocation {
  locationId: string
  /** -1 where the location holds no stock information (shown as a dash). */
  quantity: number
  stocked: boolean
  stockType: StockType | null
  orderMultiple: number
  availableFromDays: number | null
  availableToDays: number | null
  /** Date only, the first ten characters of the ISO date (spec section 9). */
  availabilityDate: string | null
  availabilityDateISO: string | null
  /** The stock text's message key, or '–' without stock information. */
  status: StockSignal extends infer S ? (S extends { key: infer K } ? K : never) | '–' : never
  /** The stock text in Swedish, ready to show. */
  availability: string
  level: StockSignal['level']
}

export interface ArticleStock {
  articleNumber: string
  /** The central warehouse's stock type, which decides delivery texts. */
  stockType: StockType | null
  locations: StockLocation[]
}

interface StockRowDoc {
  articleNumber: string
  locationId: string
  stockType: StockType
  quantity: number
  orderMultiple?: number | null
  stocked?: boolean | null
  availableFromDays?: number | null
  availableToDays?: number | null
  availabilityDate?: string | null
}

function describe(signal: StockSignal): Pick<StockLocation, 'status' | 'availability' | 'level'> {
  if (!('key' in signal)) return { status: '–', availability: '–', level: signal.level }
  const text = signal.key === 'stock.delivery_in_days' ? t(signal.key, { days: signal.days ?? '' }) : t(signal.key)
  return { status: signal.key, availability: text, level: signal.level }
}

/**
 * A location as a shopper is told about it. The stock service keeps the spec's dash and -1 for a location
 * without a stock row (spec section 9, "Empty stock gives quantity -1 with text dash"), which is what other
 * systems read; a shopper is told what it means for a store: no row for the article there, not stocked there.
 * The central warehouse keeps its dash: every article has a row there, so a missing one is not a shelf fact.
 */
export function asShopperSees(location: StockLocation, centralId: string): StockLocation {
  if (location.locationId === centralId || location.status !== '–') return location
  return { ...location, ...describe(storeStockSignal({ quantity: 0, stocked: false, stockType: 'LAG' })) }
}

function toLocation(locationId: string, row: StockRowDoc | undefined, centralId: string): StockLocation {
  const input = row ? { ...row, stocked: row.stocked ?? true } : null
  const signal = locationId === centralId ? centralStockSignal(input) : storeStockSignal(input)
  const iso = row?.availabilityDate ?? null
  return {
    locationId,
    quantity: row ? Math.max(row.quantity, 0) : -1,
    stocked: row?.stocked ?? false,
    stockType: row?.stockType ?? null,
    orderMultiple: row?.orderMultiple ?? 1,
    availableFromDays: row?.availableFromDays ?? null,
    availableToDays: row?.availableToDays ?? null,
    availabilityDate: iso ? iso.slice(0, 10) : null,
    availabilityDateISO: iso,
    ...describe(signal),
  }
}

/**
 * The stock service (spec section 7 POST /stock): per article, the requested locations (or every
 * location holding a row) with quantities and the stock text of spec section 8. A requested location
 * without a row has no stock information: quantity -1 and a dash.
 */
export async function stockFor(
  payload: Payload,
  articleNumbers: readonly string[],
  options: { locationIds?: readonly string[]; centralId: string },
): Promise<ArticleStock[]> {
  const unique = [...new Set(articleNumbers)]
  if (unique.length === 0) return []
  const locations = options.locationIds?.length ? [...new Set(options.locationIds)] : []
  const rows = await stockRows(payload, unique, locations)
  const docs: StockRowDoc[] = rows.map((row) => ({
    articleNumber: row.article_number,
    locationId: row.location_id,
    stockType: row.stock_type,
    quantity: Number(row.quantity),
    orderMultiple: row.order_multiple === null ? null : Number(row.order_multiple),
    stocked: row.stocked === null ? null : Boolean(row.stocked),
    availableFromDays: row.available_from_days === null ? null : Number(row.available_from_days),
    availableToDays: row.available_to_days === null ? null : Number(row.available_to_days),
    availabilityDate: isoColumn(row.availability_date),
  }))
  const byArticle = new Map<string, Map<string, StockRowDoc>>()
  for (const row of docs) {
    const rows = byArticle.get(row.articleNumber) ?? new Map<string, StockRowDoc>()
    rows.set(row.locationId, row)
    byArticle.set(row.articleNumber, rows)
  }
  return unique.map((articleNumber) => {
    const rows = byArticle.get(articleNumber) ?? new Map<string, StockRowDoc>()
    const locationIds = options.locationIds?.length ? [...new Set(options.locationIds)] : [...rows.keys()].sort()
    return {
      articleNumber,
      stockType: rows.get(options.centralId)?.stockType ?? null,
      locations: locationIds.map((id) => toLocation(id, rows.get(id), options.centralId)),
    }
  })
}
