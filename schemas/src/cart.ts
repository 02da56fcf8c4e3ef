import { CART_LIMIT, MAX_LINE_QUANTITY, ORDER_TEXT_LIMITS } from './constants'
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery'
import type { Picture } from './picture'
import { nameChecks } from './text'
import { z } from './zod'

export { CART_LIMIT, MAX_LINE_QUANTITY, ORDER_TEXT_LIMITS }

/**
 * The cart and order services' wire format (spec section 7, cart service): what the routes under
 * /api/cart accept (zod, parsed at the boundary) and what they answer (types shared with the client).
 */

/** An article number in a body: the cart's, the lists' and the favourites'. */
export const articleNumberSchema = z
  .string({ error: 'Ange ett artikelnummer.' })
  .trim()
  .min(1, { error: 'Ange ett artikelnummer.' })
  .max(40, { error: 'Artikelnumret är för långt.' })
/** The quantity of a line (cart or list). */
export const lineQuantitySchema = z
  .number({ error: 'Ange antal med siffror.' })
  .int({ error: 'Antalet ska vara ett heltal.' })
  .min(1, { error: 'Antalet ska vara minst 1.' })
  .max(MAX_LINE_QUANTITY, { error: `Antalet får vara högst ${MAX_LINE_QUANTITY}.` })
const label = z.string().trim().max(60, { error: 'Märkningen får vara högst 60 tecken.' }).nullable()
export const deliveryIdSchema = z.enum(DELIVERY_METHODS, { error: 'Vänligen välj ett leveranssätt.' })
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datumet ska skrivas ÅÅÅÅ-MM-DD.' })

/** A cart in a route's path: its cartId, or `current` for the caller's cart in the chosen context. */
export const cartIdSchema = z.string().regex(/^(current|[A-Za-z0-9-]{1,64})$/)
/** A cart line in a route's path or body. */
export const cartItemIdSchema = z.string().regex(/^\d{1,12}$/)

/** POST /v2/cart/{id}/variants/batch/add. deliveryId may be missing: the service answers cart.choose_delivery_method. */
export const addItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        articleNumber: articleNumberSchema,
        quantity: lineQuantitySchema,
        deliveryId: deliveryIdSchema.optional(),
        label: label.optional(),
      }),
    )
    .min(1, { error: 'Ange minst en artikel.' })
    .max(CART_LIMIT),
})
export type AddItemsInput = z.infer<typeof addItemsSchema>

const itemChange = z.strictObject({
  quantity: lineQuantitySchema.optional(),
  deliveryId: deliveryIdSchema.optional(),
  label: label.optional(),
  /** Replace the line's article (the replacement article of a discontinued one). */
  articleNumber: articleNumberSchema.optional(),
})
/** PUT /v2/cart/{id}/variants/{item}. */
export const updateItemSchema = itemChange
export type UpdateItemInput = z.infer<typeof updateItemSchema>

/** PUT /v2/cart/{id}/variants/batch/update. */
export const updateItemsSchema = z.strictObject({
  items: z
    .array(itemChange.extend({ cartItemId: cartItemIdSchema }))
    .min(1)
    .max(CART_LIMIT),
})

/** PUT /v2/cart/{id}/variants/batch/delete. */
export const deleteItemsSchema = z.strictObject({
  cartItemIds: z.array(cartItemIdSchema).min(1).max(CART_LIMIT),
})

/** PUT /v2/cart/{id}/delivery/{did} and PUT /v2/cart/{id}/delivery. */
export const deliveryDateSchema = z.strictObject({ requestedDeliveryDate: isoDay })

/** PUT /v2/cart/{id}/delivery/{did}/includeInOrder. */
export const includeInOrderSchema = z.strictObject({ isIncludedInOrder: z.boolean() })

/** PUT /v2/cart/{id}/status: the only status a client sets is DELETED (spec section 4). */
export const cartStatusSchema = z.strictObject({ status: z.literal('DELETED') })

/** POST /v2/cart/{id}/export: the chosen lines, or every line when none are named. */
export const exportItemsSchema = z.strictObject({
  itemIds: z.array(cartItemIdSchema).max(CART_LIMIT).optional(),
})

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: `Högst ${max} tecken.` })
    .transform((value) => value.trim() || null)
    .nullable()
    .optional()
/** The delivery's contact person: a name, cleaned as every name is (./text.ts). */
const optionalName = (max: number) =>
  z
    .string()
    .check(...nameChecks())
    .max(max, { error: `Högst ${max} tecken.` })
    .transform((value) => value || null)
    .nullable()
    .optional()

export const orderDetailsInputSchema = z.strictObject({
  addressId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .nullable()
    .optional(),
  /** The store that hands out (EXH) or ships the order; the brand's central warehouse otherwise. */
  warehouseId: z
    .string()
    .regex(/^\d{3,4}$/)
    .nullable()
    .optional(),
  /** Checked and written 'NNN NN' by checkout with the one postcode rule (@shop/commerce normalisePostalCode). */
  zipCode: z.string().max(20, { error: 'Ange postnumret med fem siffror.' }).nullable().optional(),
  requestedDeliveryDate: isoDay.nullable().optional(),
  message: optionalText(ORDER_TEXT_LIMITS.message),
  reference: optionalText(ORDER_TEXT_LIMITS.reference),
  contactName: optionalName(ORDER_TEXT_LIMITS.contactName),
  contactPhone: optionalText(ORDER_TEXT_LIMITS.contactPhone),
})
export type OrderDetailsInput = z.infer<typeof orderDetailsInputSchema>

/**
 * POST /v2/cart/{id}/checkout: orderDetails per delivery id. The `Idempotency-Key` header (8–100
 * characters) makes a retried checkout answer the orders it already placed.
 */
export const checkoutSchema = z.strictObject({
  orderDetails: z.partialRecord(deliveryIdSchema, orderDetailsInputSchema),
})
export type CheckoutInput = z.infer<typeof checkoutSchema>
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/)

// ── Responses ──────────────────────────────────────────────────────────────────────────────────────

/** Spec section 3, cart item action flags: what the shopper must fix before the line can be ordered. */
export const CART_ITEM_ACTIONS = [
  'quantity',
  'delivery',
  'variantMissing',
  'needsReplacement',
  'notPurchasableStore',
  'notPurchasableOnline',
] as const
export type CartItemAction = (typeof CART_ITEM_ACTIONS)[number]

export interface CartItemPrice {
  netPrice: number
  alloyingPrice: number
  salesPrice: number
  salesPriceUnit: string
  discountPercentage: number
  askForPrice: boolean
  hasBracketPrices: boolean
}

export interface CartItemView {
  cartItemId: string
  cartId: string
  articleNumber: string
  deliveryId: DeliveryMethod
  quantity: number
  label: string | null
  requestedDeliveryDate: string | null
  variant: {
    name: string
    articleNumber: string
    variantSlug: string
    ean: string | null
    image: string | null
    /** The image's attributes for a line's thumbnail, as next/image makes them; null for none. */
    picture: Picture | null
    unit: string
    orderMultiple: number
    discontinued: boolean
    replacementArticleNumber: string | null
  } | null
  /** Null where the shopper may not see prices (EJ_SE_PRISER) or the article has none. */
  price: CartItemPrice | null
  /** (net + alloying) × quantity, rounded to öre; null without a price. */
  lineTotal: number | null
  /** Stock at the location the delivery ships from. */
  stock: { locationId: string; quantity: number; availability: string; level: string } | null
  actions: CartItemAction[]
}

export interface MoneyTotals {
  net: number
  vat: number
  gross: number
  currency: 'SEK'
}

export interface CartDeliveryView {
  deliveryId: DeliveryMethod
  name: string
  isIncludedInOrder: boolean
  /** The date chosen for the whole delivery (every line shares it), or null: the earliest date. */
  requestedDeliveryDate: string | null
  items: CartItemView[]
  totals: MoneyTotals | null
}

export interface CartView {
  cartId: string
  deliveryIdsInOrder: DeliveryMethod[]
  deliveries: CartDeliveryView[]
  /** Number of lines (the header badge). */
  itemCount: number
  /** Sum over included deliveries; null when prices are hidden. */
  totals: MoneyTotals | null
  /** The methods this shopper may choose (EJ_ALLA_LEVERANSSATT gives the reduced set). */
  allowedDeliveryMethods: DeliveryMethod[]
  /** May this shopper place orders (EJ_ORDER denies it)? */
  canOrder: boolean
  /** A punch-out session: the cart goes back to the procurement system instead of to checkout. */
  punchout: boolean
}

/** One refused line of a batch add or an import. */
export interface CartItemError {
  articleNumber: string
  /** A message key: cart.unknown_article, cart.choose_delivery_method, cart.not_purchasable_online, … */
  error: string
  message: string
}

export interface AddItemsResponse {
  cart: CartView
  cartItems: CartItemView[]
  errors: CartItemError[]
}

/** One article of quick order's live lookup (GET /api/cart/lookup?q=). */
export interface LookupArticle {
  articleNumber: string
  name: string
  ean: string | null
  unit: string
  orderMultiple: number
  image: string | null
}

export interface CheckoutOrderResult {
  deliveryId: DeliveryMethod
  tempOrderId: string
  success: boolean
  orderId: string | null
  /** A message key and Swedish text when this delivery failed. */
  error: string | null
  message: string | null
}

export interface CheckoutResponse {
  orders: CheckoutOrderResult[]
  cart: CartView
}
