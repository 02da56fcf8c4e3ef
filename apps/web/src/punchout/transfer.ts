import 'server-only'
import type { PunchoutSession } from '@shop/auth'
import {
  type ExportItem,
  exportItems,
  fail,
  type OciLine,
  ociFields,
  ociTransferForm,
  ok,
  type Result,
} from '@shop/commerce'
import { punchOutOrderMessage } from '@shop/commerce/punchout/cxml'
import { t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { sessionPunchout } from '../accounts/service'
import type { Session } from '../accounts/session'
import { type CartRow, cartView } from '../cart/service'
import { stockFor } from '../catalog/stock'
import { newPayloadId } from './cxml'
import { exportFacts } from './storage'
import type { TransferForm } from './transfer-form'

/**
 * "Överför till inköpssystemet" (spec section 4, submitting a punch-out order): the cart as the form
 * the browser posts to the procurement system's callback, with `target` as the frame: OCI's NEW_ITEM
 * fields, or cXML's PunchOutOrderMessage in the field `cxml-urlencoded`, both from one mapping
 * (exportItems) with the company's rules. The form is
 * built here, where prices and rules are known, and changes nothing: the browser posts it and then
 * deletes the cart, so a failed post leaves the cart as it was.
 */

/** The session's punch-out settings, kept with its rows; null outside punch-out. */
async function punchoutOf(payload: Payload, session: Session): Promise<PunchoutSession | null> {
  return session.punchout ? sessionPunchout(payload, session.sessionId) : null
}

/** The cart's lines as the export reads them: the shopper's own prices, the central warehouse's lead time. */
async function exportLines(payload: Payload, session: Session, brand: Brand, cart: CartRow): Promise<OciLine[]> {
  const view = await cartView(payload, session, brand, cart)
  const items = view.deliveries.filter((delivery) => delivery.isIncludedInOrder).flatMap((d) => d.items)
  const articleNumbers = items.map((item) => item.articleNumber)
  const [facts, stock] = await Promise.all([
    exportFacts(payload, articleNumbers),
    stockFor(payload, articleNumbers, { locationIds: [brand.centralStorageId], centralId: brand.centralStorageId }),
  ])
  const leadTimes = new Map(
    stock.map((s) => [
      s.articleNumber,
      s.locations.find((l) => l.locationId === brand.centralStorageId)?.availableToDays ?? null,
    ]),
  )
  return items.map((item) => ({
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? item.articleNumber,
    quantity: item.quantity,
    netPrice: item.price?.netPrice ?? null,
    salesPriceUnit: item.price?.salesPriceUnit ?? item.variant?.unit ?? null,
    ssg: facts.get(item.articleNumber)?.ssg ?? null,
    leadTimeDays: leadTimes.get(item.articleNumber) ?? null,
    breadcrumbParents: facts.get(item.articleNumber)?.breadcrumbParents ?? [],
  }))
}

/** The price refusal says which articles lack a price, so the shopper can take them out. */
function withArticles<T extends { ok: false; failure: { details?: unknown; message?: string } }>(refusal: T): T {
  const articles = (refusal.failure.details as { articleNumbers?: string[] } | undefined)?.articleNumbers ?? []
  const message = `${t('errors.punchout.export_price')} ${t('errors.punchout.export_price_lines', { articles: articles.join(', ') })}`
  return { ...refusal, failure: { ...refusal.failure, message } }
}

/**
 * The transfer form of the session's cart. No is forbidden outside punch-out, invalid for an empty
 * cart, and refused (errors.punchout.export_price, naming the articles) when a line has no price.
 */
export async function transferForm(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
): Promise<Result<TransferForm>> {
  const punchout = await punchoutOf(payload, session)
  if (!punchout) return fail('forbidden', 'errors.punchout.not_punchout')
  const lines = await exportLines(payload, session, brand, cart)
  if (!lines.length) return fail('invalid', 'errors.punchout.empty_cart')
  if (punchout.protocol === 'cxml') {
    const items = exportItems(lines, brand.punchout, punchout.companyName)
    if (!items.ok) return withArticles(items)
    return ok({
      action: punchout.callbackUrl,
      target: punchout.target,
      fields: [['cxml-urlencoded', orderMessage(brand, punchout, items.value)]],
    })
  }
  const fields = ociFields(lines, brand.punchout, punchout.companyName)
  if (!fields.ok) return withArticles(fields)
  return ok({
    action: punchout.callbackUrl,
    target: punchout.target,
    fields: ociTransferForm(fields.value, { okCode: punchout.okCode ?? 'ADDI', target: punchout.target }),
  })
}

/** cXML's cart: a PunchOutOrderMessage to the buying organisation, with its BuyerCookie back. */
function orderMessage(brand: Brand, punchout: PunchoutSession, items: ExportItem[], now = new Date()): string {
  const supplier = punchout.parties?.supplier ?? { domain: 'NetworkID', identity: brand.id }
  const buyer = punchout.parties?.buyer ?? supplier
  return punchOutOrderMessage({
    payloadID: newPayloadId(brand.hostnames[0] ?? brand.id, now),
    timestamp: now,
    buyerCookie: punchout.buyerCookie ?? '',
    items,
    from: [supplier],
    to: [buyer],
    sender: { ...supplier, userAgent: brand.name },
    operation: punchout.operation ?? 'create',
  })
}
