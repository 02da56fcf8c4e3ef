import { ociEntrySchema } from '@shop/auth'
import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import type { Payload } from 'payload'
import { type CookieChange, cookieResponse, savedPunchout } from '@/accounts/cookies'
import { route } from '@/api/route'
import { enterOci } from '@/punchout/entry'
import { entryMessageOf, statusPath } from '@/punchout/paths'
import { clientAddress } from '@/request/client-address'

export const dynamic = 'force-dynamic'

/**
 * The OCI entry (spec section 4): a procurement system opens the shop here with USERNAME, PASSWORD,
 * HOOK_URL, Bolag, ~TARGET, ~OkCode and ~CALLER, as a GET query or a POST form. The same check as
 * POST /api/auth/v2/oci/sessions; the session lives in httpOnly cookies. The browser always gets a
 * redirect, never JSON: into the shop in PUNCHOUT mode (the parameters gone from the address), or,
 * without a callback, logged in NORMAL by way of the page that says why; a refusal goes to that page
 * without a session.
 */

/** Fields as a query or form sends them; ociEntrySchema reads them below, so that bad input gets the
 * Swedish page rather than JSON. */
const fields = z.record(z.string(), z.union([z.string(), z.array(z.string())]))

interface EntryOutcome {
  to: string
  cookies: CookieChange | null
}

async function entryOutcome(payload: Payload, request: Request, raw: z.output<typeof fields>): Promise<EntryOutcome> {
  const once = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, [value].flat()[0]]))
  const entry = ociEntrySchema.safeParse(once)
  if (!entry.success) return { to: statusPath('errors.bad_request'), cookies: null }
  const start = await enterOci(payload, entry.data, {
    address: clientAddress(request),
    saved: savedPunchout(request.headers),
    onMissing: 'normal',
  })
  if (!start.ok) {
    const { error, details } = start.failure
    return { to: statusPath(entryMessageOf(error), details?.retryAfterSeconds), cookies: null }
  }
  const { tokens } = start.value
  return start.value.mode === 'NORMAL'
    ? { to: statusPath(entryMessageOf(start.value.error)), cookies: { tokens, context: tokens.context } }
    : { to: '/', cookies: { tokens, context: tokens.context, punchout: start.value.settings, punchoutSession: true } }
}

const reply = ({ to, cookies }: EntryOutcome, { request }: { request: Request }) =>
  cookies
    ? cookieResponse(request, cookies, { redirect: to, status: 303 })
    : new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } })

export const GET = route({
  summary: 'OCI-ingång (GET): inköpssystemet öppnar webbshoppen i läget PUNCHOUT.',
  access: 'anonymous',
  query: fields,
  handler: async ({ payload, request, input }) => ok(await entryOutcome(payload, request, input.query)),
  reply,
})

export const POST = route({
  summary: 'OCI-ingång (POST-formulär): inköpssystemet öppnar webbshoppen i läget PUNCHOUT.',
  access: 'anonymous',
  form: fields,
  handler: async ({ payload, request, input }) => ok(await entryOutcome(payload, request, input.form)),
  reply,
})
