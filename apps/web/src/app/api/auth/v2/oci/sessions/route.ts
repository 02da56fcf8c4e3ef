import { ociEntrySchema } from '@shop/auth'
import { ok } from '@shop/commerce'
import { authenticationResult } from '@/accounts/session-tokens'
import { route } from '@/api/route'
import { enterOci } from '@/punchout/entry'
import { clientAddress } from '@/request/client-address'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/oci/sessions, the punch-out login for API clients. The same check as the
 * OCI entry page (/punchout/oci): the credentials under any of the login payload's names, a user and
 * customer enabled for punch-out, and HOOK_URL with Bolag; the answer is an AuthenticationResult
 * whose session is in PUNCHOUT mode. Without a callback and company there is no session (400
 * errors.punchout.missing_callback_url): an API client has no saved settings to fall back on.
 */
export const POST = route({
  summary: 'Punch-out-inloggning (OCI) för API-klienter: en session i läget PUNCHOUT.',
  access: 'anonymous',
  body: ociEntrySchema,
  handler: async ({ payload, request, input }) => {
    const start = await enterOci(payload, input.body, {
      address: clientAddress(request),
      saved: null,
      onMissing: 'refuse',
    })
    return start.ok ? ok(authenticationResult(start.value.tokens)) : start
  },
})
