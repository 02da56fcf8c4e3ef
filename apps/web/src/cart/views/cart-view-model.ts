import { isValidQuantity, roundUpToMultiple } from '@shop/commerce/cart/cart-lines'
import { formatDate } from '@shop/i18n/format'
import type { CartDeliveryView, CartItemAction, CartItemView, CartView } from '@shop/schemas'
import { MAX_LINE_QUANTITY } from '@shop/schemas/constants'
import { t } from './texts'

/**
 * What /cart and the flyout show for a cart, worked out without React: the quantity steps, the
 * flag texts with the fix each offers, why checkout is closed, and the date line of a delivery.
 */

/** Spec section 5: the order multiple defaults to 1 (also for a line whose article is gone). */
export const multipleOf = (item: CartItemView) => Math.max(1, item.variant?.orderMultiple ?? 1)
export const unitOf = (item: CartItemView) => item.variant?.unit ?? t('common.unit_pieces')
export const nameOf = (item: CartItemView) =>
  item.variant?.name ?? t('cart.line_unknown_article', { articleNumber: item.articleNumber })

/** One step of the stepper: a whole multiple up or down, never below one multiple or above the cap. */
export function stepQuantity(current: number, multiple: number, direction: 1 | -1): number {
  const base = isValidQuantity(current, multiple) ? current : roundUpToMultiple(current, multiple)
  const next = direction === 1 && base !== current ? base : base + direction * multiple
  return Math.min(Math.max(multiple, next), MAX_LINE_QUANTITY - (MAX_LINE_QUANTITY % multiple))
}

/** A typed quantity: the number when it is a whole multiple within the cap, else null. */
export function parseQuantity(text: string, multiple: number): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= MAX_LINE_QUANTITY && isValidQuantity(value, multiple) ? value : null
}

/**
 * The quantity a 'quantity' flag can be fixed with: the next multiple for a quantity that is not
 * one, else the most whole multiples the shelf holds when more was asked for; null when neither helps.
 */
export function quantityFix(item: CartItemView): number | null {
  const multiple = multipleOf(item)
  if (!isValidQuantity(item.quantity, multiple)) return roundUpToMultiple(item.quantity, multiple)
  const onShelf = item.stock?.quantity ?? -1
  if (onShelf >= multiple && item.quantity > onShelf) return Math.floor(onShelf / multiple) * multiple
  return null
}

export type ActionFix =
  | { kind: 'quantity'; quantity: number }
  | { kind: 'replace'; articleNumber: string }
  | { kind: 'remove' }
  /** The delivery-method select of the line is the fix; the notice points at it. */
  | { kind: 'move' }

export interface ActionNotice {
  action: CartItemAction
  text: string
  fix: ActionFix | null
}

const NOTICES: Record<CartItemAction, (item: CartItemView) => Omit<ActionNotice, 'action'>> = {
  quantity: (item) => {
    const quantity = quantityFix(item)
    return {
      text: t('cart.action.quantity', { multiple: multipleOf(item), unit: unitOf(item) }),
      fix: quantity === null ? null : { kind: 'quantity', quantity },
    }
  },
  delivery: () => ({ text: t('cart.action.delivery'), fix: { kind: 'move' } }),
  variantMissing: () => ({ text: t('cart.action.variantMissing'), fix: { kind: 'remove' } }),
  needsReplacement: (item) => {
    const replacement = item.variant?.replacementArticleNumber ?? null
    return replacement
      ? { text: t('cart.action.needsReplacement'), fix: { kind: 'replace', articleNumber: replacement } }
      : { text: t('cart.action.needsReplacement_none'), fix: { kind: 'remove' } }
  },
  notPurchasableStore: () => ({ text: t('cart.action.notPurchasableStore'), fix: { kind: 'move' } }),
  notPurchasableOnline: () => ({ text: t('cart.action.notPurchasableOnline'), fix: { kind: 'move' } }),
}

/** Spec section 3, cart item action flags: a Swedish reason and the one fix offered for each. */
export const actionNotices = (item: CartItemView): ActionNotice[] =>
  item.actions.map((action) => ({ action, ...NOTICES[action](item) }))

/** Why 'Till kassan' is closed, or null when the shopper may go on. */
export function checkoutBlock(cart: CartView): string | null {
  if (!cart.canOrder) return t('cart.checkout_denied')
  if (!cart.deliveries.some((delivery) => delivery.isIncludedInOrder && delivery.items.length > 0)) {
    return t('cart.checkout_nothing_included')
  }
  return null
}

/** Lines of included deliveries that still carry a flag (the summary warns; checkout decides). */
export const flaggedLineCount = (cart: CartView) =>
  cart.deliveries
    .filter((delivery) => delivery.isIncludedInOrder)
    .reduce((count, delivery) => count + delivery.items.filter((item) => item.actions.length > 0).length, 0)

/** 'Önskat leveransdatum 2026-11-25', or 'Tidigast 2026-11-24' before a date is chosen. */
export function deliveryDateText(delivery: CartDeliveryView, earliest: string | null): string {
  if (delivery.requestedDeliveryDate) {
    return t('cart.delivery_date_chosen', { date: formatDate(delivery.requestedDeliveryDate) })
  }
  return earliest
    ? t('cart.delivery_date_earliest', { date: formatDate(earliest) })
    : t('cart.delivery_date_earliest_possible')
}

export const lineCountText = (count: number) => t('cart.line_count', { count })

/** The methods a line may move to: the shopper's allowed ones, and the line's own even when it is not. */
export function moveOptions(cart: CartView, item: CartItemView): CartView['allowedDeliveryMethods'] {
  return cart.allowedDeliveryMethods.includes(item.deliveryId)
    ? cart.allowedDeliveryMethods
    : [item.deliveryId, ...cart.allowedDeliveryMethods]
}
