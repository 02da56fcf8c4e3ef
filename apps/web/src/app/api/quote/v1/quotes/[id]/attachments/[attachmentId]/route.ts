import { readFile } from 'node:fs/promises'
import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { attachmentPath, QUOTE_ACCESS } from '@/quotes/input'
import { attachmentFile, deleteAttachment, editableQuote, resolveQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** GET /v1/quotes/{id}/attachments/{attachmentId}: the file, to the quote's author. */
export const GET = route({
  summary: 'Hämtar en bilaga till offerten.',
  access: QUOTE_ACCESS,
  params: attachmentPath,
  handler: async ({ payload, session, input }) => {
    const quote = await resolveQuote(payload, session, input.params.id)
    return quote.ok ? attachmentFile(payload, quote.value, input.params.attachmentId) : quote
  },
  reply: async (file) =>
    fileResponse(await readFile(file.path), { type: file.mimeType, filename: file.filename, inline: true }),
})

/** DELETE /v1/quotes/{id}/attachments/{attachmentId}. */
export const DELETE = route({
  summary: 'Tar bort en bilaga från offerten.',
  access: QUOTE_ACCESS,
  params: attachmentPath,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? deleteAttachment(payload, session, quote.value, input.params.attachmentId) : quote
  },
})
