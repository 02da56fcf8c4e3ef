import { deliveryIdSchema } from '@shop/schemas'
import { badRequest, failure } from '@/api/http'
import { withCart } from '@/cart/cart-route'
import { type CartFileRefusal, fileTooLarge, MAX_FILE_BYTES, readCartFile } from '@/cart/file/cart-file'
import { importIntoCart } from '@/cart/file/import-service'

export const dynamic = 'force-dynamic'

/** Room for the multipart envelope and the other fields around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * Spec section 7: POST /v2/cart/{id}/upload, multipart with `file` (CSV or XLSX) and `deliveryId`.
 * Answers which rows were added and which were refused, and why (cart/file/upload-result.ts).
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return withCart(request, context.params, async (cart) => {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_FILE_BYTES + ENVELOPE_BYTES) {
      return tooLarge()
    }
    const form = await request.formData().catch(() => null)
    if (!form) return badRequest([{ path: '', message: 'Skicka filen som multipart/form-data.' }])
    const deliveryId = deliveryIdSchema.safeParse(form.get('deliveryId'))
    if (!deliveryId.success) return failure(400, 'cart.choose_delivery_method')
    const file = form.get('file')
    if (!(file instanceof File)) return failure(400, 'cartFiles.upload.choose_file')
    if (file.size > MAX_FILE_BYTES) return tooLarge()
    const read = await readCartFile(file.name, new Uint8Array(await file.arrayBuffer()))
    if (!read.ok) return refusal(read)
    const outcome = await importIntoCart(
      cart.payload,
      cart.session,
      cart.brand,
      cart.cart.cartId,
      deliveryId.data,
      read,
    )
    return Response.json(outcome.body, { status: outcome.status })
  })
}

const refusal = ({ error, message }: CartFileRefusal) => Response.json({ error, message }, { status: 400 })
const tooLarge = () => refusal(fileTooLarge())
