import { fail, ok } from '@shop/commerce'
import { route } from '@/api/route'
import { received, receivedSchema, testBuyerAvailable, testBuyerMissing } from '@/punchout/test-buyer'
import { receivedResponse } from '@/punchout/views/test-buyer-documents'

export const dynamic = 'force-dynamic'

/**
 * The test buyer's receiver (its HOOK_URL and BrowserFormPost): shows exactly what the shop's
 * transfer posted, OCI's NEW_ITEM fields or cXML's cxml-urlencoded document. Not in production.
 */
export const POST = route({
  summary: 'Testköpare: tar emot varukorgen som webbshoppen överför och visar den (inte i produktion).',
  access: 'anonymous',
  handler: async ({ request }) => {
    if (!testBuyerAvailable()) return testBuyerMissing()
    // Read here rather than by the helper's `form`: its record folds repeated names and loses their
    // order, and the order as posted is what this page shows.
    const form = await request.formData().catch(() => null)
    const entries = receivedSchema.safeParse(form ? [...form.entries()] : [])
    return entries.success ? ok(received(entries.data)) : fail('invalid', 'errors.bad_request')
  },
  reply: receivedResponse,
})
