import 'server-only'
import { payload } from '@/payload/payload'
import { ticketHolder } from '../tickets'

/**
 * The token of an activation or reset link from the query: null when there is none, '' when it
 * cannot be one (so the page says the link is invalid without asking the database).
 */
export function tokenOf(value: string | string[] | undefined): string | null {
  const token = Array.isArray(value) ? value[0] : value
  if (token === undefined) return null
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : ''
}

/** Whose link this is, when it is still valid (not used up by looking); null otherwise. */
export async function linkHolder(token: string, purpose: 'activate' | 'reset'): Promise<{ email: string } | null> {
  if (!token) return null
  const user = await ticketHolder(await payload(), token, [purpose])
  return user && user.active !== false ? { email: user.email } : null
}
