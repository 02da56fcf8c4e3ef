import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { ATTACHMENT_BODY_LIMIT, addAttachment, attachmentTooLarge, editableQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** POST /v1/quotes/{id}/attachments: multipart `file`, a PDF or image of at most 2 MB. */
export const POST = route({
  summary: 'Lägger en bilaga (PDF eller bild, högst 2 MB) till offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  form: z.object({ file: z.file({ error: 'Välj en fil att bifoga.' }) }),
  maxBytes: { bytes: ATTACHMENT_BODY_LIMIT, failure: attachmentTooLarge() },
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? addAttachment(payload, session, quote.value, input.form.file) : quote
  },
})
