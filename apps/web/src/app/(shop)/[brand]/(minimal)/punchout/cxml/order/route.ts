import { ok } from '@shop/commerce'
import { route } from '@/api/route'
import { cxmlOrder } from '@/punchout/cxml'
import { cxmlBody, cxmlReply } from '@/punchout/cxml-reply'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/** cXML OrderRequest: one order per payloadID, from a buying organisation with its shared secret. */
export const POST = route({
  summary: 'cXML OrderRequest: blir en order, en gång per payloadID.',
  access: 'anonymous',
  body: cxmlBody,
  bodyType: 'text/xml',
  handler: async ({ payload, brand, request, input }) => {
    const { origin } = originOf(request.headers, request.url)
    return ok(await cxmlOrder(payload, brand, input.body, new URL(origin).host))
  },
  reply: cxmlReply,
})
