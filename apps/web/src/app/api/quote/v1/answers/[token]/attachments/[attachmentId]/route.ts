import { readFile } from 'node:fs/promises'
import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { answerAttachmentPath } from '@/quotes/input'
import { answerAttachment } from '@/quotes/service'

export const dynamic = 'force-dynamic'

export const GET = route({
  summary: 'En bilaga till offerten via mottagarens länk.',
  access: 'anonymous',
  params: answerAttachmentPath,
  handler: ({ payload, input }) => answerAttachment(payload, input.params.token, input.params.attachmentId),
  reply: async (file) =>
    fileResponse(await readFile(file.path), { type: file.mimeType, filename: file.filename, inline: true }),
})
