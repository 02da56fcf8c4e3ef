import { TIME_ZONE } from '@shop/i18n'
import { exportItemsSchema, type z } from '@shop/schemas'
import { failure, parseBody } from '@/api/http'
import { withCart } from '@/cart/cart-route'
import { exportFileName, exportLines, exportWorkbook } from '@/cart/file/export-workbook'
import { cartView } from '@/cart/service'

export const dynamic = 'force-dynamic'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Spec section 7: POST /v2/cart/{id}/export {itemIds?} → the chosen lines (all without itemIds) as an
 * Excel file, with prices only where the shopper may see them. An empty body means every line.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const empty = (await request.clone().text()).trim() === ''
  const body = empty
    ? { ok: true as const, data: {} as z.output<typeof exportItemsSchema> }
    : await parseBody(request, exportItemsSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async ({ payload, session, brand, cart }) => {
    const view = await cartView(payload, session, brand, cart)
    const lines = exportLines(view, body.data.itemIds)
    if (lines.length === 0) return failure(400, 'cartFiles.export.nothing')
    let bytes: Uint8Array
    try {
      bytes = await exportWorkbook(
        lines,
        lines.some((line) => line.unitPrice !== null),
      )
    } catch {
      return failure(500, 'errors.cart_generate_file')
    }
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(new Date())
    return new Response(bytes as BodyInit, {
      headers: {
        'content-type': XLSX_TYPE,
        'content-disposition': `attachment; filename="${exportFileName(day)}"`,
        'cache-control': 'private, no-store',
      },
    })
  })
}
