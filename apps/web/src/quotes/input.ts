import { quoteAttachmentIdSchema, quoteIdSchema, z } from '@shop/schemas'
import type { Access } from '../api/route'

/** The quote routes' shared declarations: who may call them and what their paths name. */

/** Spec section 6: EJ_SKAPA_OFFERT refuses every quote call with 403. */
export const QUOTE_ACCESS = { allow: 'EJ_SKAPA_OFFERT' } as const satisfies Access

export const quotePath = z.object({ id: quoteIdSchema })
export const attachmentPath = z.object({ id: quoteIdSchema, attachmentId: quoteAttachmentIdSchema })
// Any text: the service tells an altered or truncated link apart (quote.link_invalid), not the path.
const token = z.string().min(1).max(2048)
export const answerPath = z.object({ token })
export const answerAttachmentPath = z.object({ token, attachmentId: quoteAttachmentIdSchema })
