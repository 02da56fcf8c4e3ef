import { ok } from '@shop/commerce'
import { route } from '@/api/route'
import { cxmlSetup } from '@/punchout/cxml'
import { cxmlBody, cxmlReply } from '@/punchout/cxml-reply'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * cXML PunchOutSetupRequest (beside OCI): a buying organisation of the brand's punch-out config, with
 * its shared secret, gets a one-time, expiring StartPage. Every answer is cXML, a refusal too.
 */
export const POST = route({
  summary: 'cXML PunchOutSetupRequest: svarar med en StartPage för engångsbruk.',
  access: 'anonymous',
  body: cxmlBody,
  bodyType: 'text/xml',
  handler: async ({ payload, brand, request, input }) => {
    const { origin } = originOf(request.headers, request.url)
    return ok(await cxmlSetup(payload, brand, input.body, { origin, host: new URL(origin).host }))
  },
  reply: cxmlReply,
})
