import { listIdSchema, z } from '@shop/schemas'
import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { XLSX_TYPE } from '@/cart/file/export-workbook'
import { exportList } from '@/shopping-lists/file'
import { resolveList } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * POST /v2/favorites/{id}/export: the list's lines as an Excel file that uploads back (into a list or
 * a cart), with prices only where the viewer may see them.
 */
export const POST = route({
  summary: 'Inköpslistans rader som Excel-fil som går att läsa in igen.',
  access: 'login',
  params: z.object({ id: listIdSchema }),
  handler: async ({ payload, session, brand, input }) => {
    const list = await resolveList(payload, session, input.params.id)
    return list.ok ? exportList(payload, session, brand, list.value) : list
  },
  reply: ({ bytes, filename }) => fileResponse(bytes, { type: XLSX_TYPE, filename }),
})
