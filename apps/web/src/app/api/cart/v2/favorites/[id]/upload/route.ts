import { listIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { UPLOAD_LIMIT } from '@/cart/file/cart-file'
import { uploadIntoList } from '@/shopping-lists/file'
import { editableList } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * POST /v2/favorites/{id}/upload (the cart's upload for a list), multipart with `file` (CSV or XLSX).
 * Answers which rows were added and which were refused, and why (cart/file/upload-result.ts
 * ListUploadResponse); a missing file is `cartFiles.upload.choose_file`.
 */
export const POST = route({
  summary: 'Lägger en fils rader (CSV eller XLSX) i inköpslistan; varje rad svaras som tillagd eller avvisad.',
  access: 'login',
  params: z.object({ id: listIdSchema }),
  form: z.object({ file: z.file().optional().catch(undefined) }),
  maxBytes: UPLOAD_LIMIT,
  handler: async ({ payload, session, brand, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? uploadIntoList(payload, session, brand, list.value, input.form) : list
  },
})
