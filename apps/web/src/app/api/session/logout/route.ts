import config from '@payload-config'
import { generateExpiredPayloadCookie } from 'payload'

/** Ends the browser session (the account flyout's logout form posts here) and returns to the start page. */
export async function POST() {
  const payloadConfig = await config
  const users = payloadConfig.collections.find((c) => c.slug === 'users')
  if (!users) throw new Error('users collection missing')
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: users.auth,
    cookiePrefix: payloadConfig.cookiePrefix,
  })
  return new Response(null, { status: 303, headers: { location: '/', 'set-cookie': cookie } })
}
