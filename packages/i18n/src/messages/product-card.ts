import type { Catalogue } from '../translator'

/**
 * A product card's and a price's texts: a section of their own, because a card is rendered in the
 * browser too and carries no more of the catalogue than this.
 */
export const productCardMessages = {
  'product.article_number': 'Art.nr',
  'product.per_unit': 'per {unit}',
  'product.price_incl_vat': '{price} inkl. moms',
  'product.pre_campaign_price': 'Ordinarie pris',
  'product.campaign': 'Kampanj',
  'product.discount': 'Din rabatt',
  'product.discount_line': '{name} −{percentage} %',
  'product.alloying_price': 'Legeringstillägg {price} per {unit}',
  'product.ask_for_price': 'Begär pris',
  'product.ask_for_price_hint': 'Priset på den här artikeln lämnas på förfrågan.',
  'product.only_store': 'Säljs endast i butik',
  'product.central_warehouse': 'Centrallager',
  'product.stock_store': 'Butik',
  'product.discontinued': 'Utgående artikel',
  'product.buy': 'Köp',
  'product.buy_label': 'Köp {name}',
} as const satisfies Catalogue
