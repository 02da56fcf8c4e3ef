import { cartIdSchema, deliveryIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { UPLOAD_LIMIT } from '@/cart/file/cart-file'
import { uploadIntoCart } from '@/cart/file/service'
import { resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/upload, multipart with `file` (CSV or XLSX) and `deliveryId`.
 * Answers which rows were added and which were refused, and why (cart/file/upload-result.ts). A
 * missing or unknown delivery method is `cart.choose_delivery_method`, a missing file
 * `cartFiles.upload.choose_file` (the service's refusals, so the dialog shows their words).
 */
export const POST = route({
  summary: 'Lägger en beställningsfils rader (CSV eller XLSX) i varukorgen med ett leveranssätt.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  form: z.object({
    deliveryId: deliveryIdSchema.optional().catch(undefined),
    file: z.file().optional().catch(undefined),
  }),
  maxBytes: UPLOAD_LIMIT,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? uploadIntoCart(payload, session, brand, cart.value, input.form) : cart
  },
})
