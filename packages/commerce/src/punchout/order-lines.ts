import { t } from '@shop/i18n'
import { MAX_LINE_QUANTITY } from '@shop/schemas'
import { quantityRefusal } from '../cart/cart-lines'
import type { PlacedOrderLine } from '../orders/lines'
import { type BracketPrice, netPriceFor, roundMoney } from '../price'
import { fail, ok, type Result } from '../result'
import type { CxmlOrderLine, CxmlOrderRequest } from './cxml-parse'
import { EXPORT_CURRENCY, exportAmount } from './export-items'

/**
 * A cXML OrderRequest's lines priced by the shop (issue 36): the procurement system orders what the
 * punch-out cart carried, and the cart's price was the shop's, so every line must name an article the
 * shop sells, at the price the shop charges that customer for that quantity (the cart's and
 * checkout's: the customer's own price row, its quantity bracket), in a quantity the cart would take.
 * A line that differs is refused, naming the line and what is wrong; the order is then not taken at all.
 *
 * How exact a price must be: to the öre. The punch-out cart sends each price with two decimals
 * (exportAmount) and a procurement system orders at the price it got, so nothing between the two
 * rounds; a different figure is a changed price (a stale catalog, an edit, an attack), and any
 * tolerance would be multiplied by the quantity (half an öre × 99 999 units is 500 kr a line). Trailing
 * zeros are the same price (`16.6200` is 16.62); a sign, an exponent or a fraction of an öre are not.
 * A price with more decimals in the price list is compared as the cart sent it, to the öre, and the
 * order line takes that figure, the one on the buyer's purchase order.
 *
 * Not compared: the UnitOfMeasure code (procurement systems map units to their own codes, ST to EA or
 * C62; a price per the shop's unit is already what the price check proves), and the Tax a system may
 * send (cXML's UnitPrice is without tax; the shop computes the VAT itself, as for every order).
 */

/** What the shop knows of an article an order line names, for the ordering customer. */
export interface OrderArticle {
  name: string
  /** The unit the shop sells it in. */
  unit: string
  orderMultiple: number
  /** Sold in the stores only, so never delivered, and not from a procurement system either. */
  onlyStore: boolean
  /** A discontinued article is sold while its stock lasts (spec section 5). */
  discontinued: boolean
  /** Units in the central warehouse, which punch-out orders ship from. */
  centralStock: number
  /** The customer's price and its quantity brackets; null without a price (or an ask-for-price article). */
  price: { netPrice: number; brackets: readonly BracketPrice[] } | null
}

/** A line the shop takes: its own article, the quantity as a number, the shop's price. */
export interface PricedOrderLine extends PlacedOrderLine {
  lineNumber: number
  netPrice: number
}

/** Why a line is refused (for tests and logs; the buyer reads the Swedish text). */
export type OrderLineProblem =
  | 'unknown'
  | 'store_only'
  | 'no_price'
  | 'quantity_format'
  | 'quantity_whole'
  | 'quantity_max'
  | 'quantity_multiple'
  | 'discontinued'
  | 'currency'
  | 'price_basis'
  | 'price'

/** A number as cXML writes it: digits, optionally a point and more digits. No sign, exponent or comma. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** A plain decimal as a number, or null for anything else (`1e1`, `+5`, `0x10`, `5,0`). */
export function plainDecimal(text: string): number | null {
  return PLAIN_DECIMAL.test(text) ? Number(text) : null
}

/** A plain decimal amount in öre, or null when it is none or not a whole number of öre (`16.615`). */
export function amountInOre(text: string): number | null {
  const match = PLAIN_DECIMAL.exec(text)
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  if (/[^0]/.test(fraction.slice(2))) return null
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
}

/** What the document said, cut short: a refusal repeats it, and the document may say a lot. */
const quoted = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

type Checked = PricedOrderLine | { problem: OrderLineProblem; text: string }

function checkQuantity(line: CxmlOrderLine, article: OrderArticle): Checked | number {
  const quantity = plainDecimal(line.quantity)
  const sent = quoted(line.quantity)
  // A negative number is a number, only not one that can be ordered.
  const negative = line.quantity.startsWith('-') && plainDecimal(line.quantity.slice(1)) !== null
  if (quantity === null && !negative)
    return { problem: 'quantity_format', text: t('errors.punchout.cxml_line_quantity_format', { quantity: sent }) }
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1)
    return { problem: 'quantity_whole', text: t('errors.punchout.cxml_line_quantity_whole', { quantity: sent }) }
  if (quantity > MAX_LINE_QUANTITY)
    return { problem: 'quantity_max', text: t('errors.punchout.cxml_line_quantity_max', { max: MAX_LINE_QUANTITY }) }
  // The cart's own rule (spec section 5), in words naming the line rather than the cart's.
  const multiple = quantityRefusal(line.supplierPartID, quantity, article.orderMultiple)?.params.multiple
  if (multiple)
    return {
      problem: 'quantity_multiple',
      text: t('errors.punchout.cxml_line_quantity_multiple', { quantity, multiple, unit: article.unit }),
    }
  if (article.discontinued && article.centralStock < quantity)
    return {
      problem: 'discontinued',
      text: t('errors.punchout.cxml_line_discontinued', {
        stock: Math.max(0, article.centralStock),
        unit: article.unit,
      }),
    }
  return quantity
}

/** A PriceBasisQuantity other than one unit: the price is not per the shop's unit. */
function perOneUnit(line: CxmlOrderLine): boolean {
  if (!line.priceBasis) return true
  const factor = line.priceBasis.conversionFactor
  return plainDecimal(line.priceBasis.quantity) === 1 && (!factor || plainDecimal(factor) === 1)
}

function checkLine(line: CxmlOrderLine, article: OrderArticle | undefined): Checked {
  if (!article) return { problem: 'unknown', text: t('errors.punchout.cxml_line_unknown') }
  if (article.onlyStore) return { problem: 'store_only', text: t('errors.punchout.cxml_line_store_only') }
  if (!article.price) return { problem: 'no_price', text: t('errors.punchout.cxml_line_no_price') }
  const quantity = checkQuantity(line, article)
  if (typeof quantity !== 'number') return quantity
  if (line.unitPrice.currency !== EXPORT_CURRENCY)
    return {
      problem: 'currency',
      text: t('errors.punchout.cxml_line_currency', { currency: quoted(line.unitPrice.currency) }),
    }
  if (!perOneUnit(line))
    return {
      problem: 'price_basis',
      text: t('errors.punchout.cxml_line_price_basis', {
        basis: quoted(line.priceBasis?.quantity ?? ''),
        unit: article.unit,
      }),
    }
  // The cart's price for this quantity, to the öre, as the punch-out cart sent it.
  const price = roundMoney(netPriceFor(quantity, article.price.netPrice, article.price.brackets))
  if (amountInOre(line.unitPrice.amount) !== Math.round(price * 100))
    return {
      problem: 'price',
      text: t('errors.punchout.cxml_line_price', {
        sent: quoted(line.unitPrice.amount),
        price: exportAmount(price),
        quantity,
        unit: article.unit,
      }),
    }
  return {
    lineNumber: line.lineNumber,
    articleNumber: line.supplierPartID,
    name: article.name,
    quantity,
    unit: article.unit,
    netPrice: price,
  }
}

/**
 * The OrderRequest's lines as the shop takes them, or the refusal (invalid, so cXML 400) whose text
 * names every line that differs, by its lineNumber and SupplierPartID, and what is wrong with it.
 * `articles` holds what the shop knows of each article it sells, by article number.
 */
export function priceOrderLines(
  request: Pick<CxmlOrderRequest, 'total' | 'lines'>,
  articles: ReadonlyMap<string, OrderArticle>,
): Result<PricedOrderLine[]> {
  if (request.total.currency !== EXPORT_CURRENCY) return fail('invalid', 'errors.punchout.cxml_currency')
  const priced: PricedOrderLine[] = []
  const refused: Array<{ lineNumber: number; supplierPartID: string; problem: OrderLineProblem; text: string }> = []
  for (const line of request.lines) {
    const checked = checkLine(line, articles.get(line.supplierPartID))
    if ('problem' in checked)
      refused.push({ lineNumber: line.lineNumber, supplierPartID: line.supplierPartID, ...checked })
    else priced.push(checked)
  }
  if (!refused.length) return ok(priced)
  const lines = refused.map((line) =>
    t('errors.punchout.cxml_line', {
      line: line.lineNumber,
      article: quoted(line.supplierPartID),
      problem: line.text,
    }),
  )
  return fail('invalid', 'errors.punchout.cxml_lines', {
    message: [t('errors.punchout.cxml_lines'), ...lines].join(' '),
    details: { lines: refused.map(({ text: _text, ...line }) => line) },
  })
}
