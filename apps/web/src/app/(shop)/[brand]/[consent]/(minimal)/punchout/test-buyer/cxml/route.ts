import { route } from '@/api/route'
import { cxmlTestSchema, runCxmlSetup, testBuyerAvailable, testBuyerMissing } from '@/punchout/test-buyer'
import { cxmlResultResponse } from '@/punchout/views/test-buyer-documents'
import { brandOrigin } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * The test buyer's cXML form: a real PunchOutSetupRequest to the shop's setup service, answered with
 * a page showing both documents and the StartPage (or the refusal's status). Not in production.
 */
export const POST = route({
  summary: 'Testköpare: skickar en PunchOutSetupRequest till webbshoppen och visar svaret (inte i produktion).',
  access: 'anonymous',
  form: cxmlTestSchema,
  handler: async ({ payload, brand, input }) => {
    if (!testBuyerAvailable()) return testBuyerMissing()
    const origin = brandOrigin(brand)
    return runCxmlSetup(payload, brand, input.form, { origin, host: new URL(origin).host })
  },
  reply: cxmlResultResponse,
})
