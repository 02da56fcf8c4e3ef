/** Spec section 3 "Price" (the fields the shop shows), as the price service delivers it. */
export interface Price {
  articleNumber: string
  netPrice: number
  salesPrice: number
  salesPriceIncludingVat: number
  salesPriceUnit: string
  alloyingPrice: number
  preCampaignPrice: number | null
  discountAmount: number
  discountPercentage: number
  discounts: ReadonlyArray<{ name: string; amount: number; percentage: number; type: string }>
  priceType: string
  askForPrice: boolean
  hasBracketPrices: boolean
}

export interface BracketPrice {
  minQuantity: number
  netPrice: number
}

/** What a customer may see (spec section 6: EJ_SE_PRISER hides prices, EJ_SE_RABATTER hides discounts). */
export interface PriceVisibility {
  prices: boolean
  discounts: boolean
}

/**
 * The price as it may leave the server for this customer: none at all without the right to see
 * prices, and with the discount fields emptied (the net price showing what was paid, the sales price
 * as the list price) without the right to see discounts. An ask-for-price article shows no figures.
 */
export function visiblePrice(price: Price | null | undefined, visibility: PriceVisibility): Price | null {
  if (!price || !visibility.prices) return null
  if (price.askForPrice) {
    return {
      ...price,
      netPrice: 0,
      salesPrice: 0,
      salesPriceIncludingVat: 0,
      alloyingPrice: 0,
      preCampaignPrice: null,
      discountAmount: 0,
      discountPercentage: 0,
      discounts: [],
      hasBracketPrices: false,
    }
  }
  if (visibility.discounts) return price
  return { ...price, discountAmount: 0, discountPercentage: 0, discounts: [], preCampaignPrice: null }
}

/** The unit net price for a quantity: the bracket with the highest threshold reached, else the base. */
export function netPriceFor(quantity: number, base: number, brackets: readonly BracketPrice[]): number {
  let best: BracketPrice | undefined
  for (const bracket of brackets) {
    if (bracket.minQuantity <= quantity && (!best || bracket.minQuantity > best.minQuantity)) best = bracket
  }
  return best ? best.netPrice : base
}

/** Money rounded to öre, half away from zero (avoids 1.005 → 1.00 float surprises). */
export function roundMoney(amount: number): number {
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100
}

/** Spec section 9 (tracking): a cart line's unit price is net price plus alloying surcharge, to two decimals. */
export function unitPrice(price: Pick<Price, 'netPrice' | 'alloyingPrice'>): number {
  return roundMoney(price.netPrice + price.alloyingPrice)
}
