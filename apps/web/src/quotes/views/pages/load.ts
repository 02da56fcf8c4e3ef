import 'server-only'
import { t } from '@shop/i18n'
import type { QuoteListQuery, QuotesResponse, QuoteView } from '@shop/schemas'
import { getSession } from '@/accounts/session'
import { payload } from '@/payload/payload'
import { getQuote, listQuotes } from '@/quotes/service'

/**
 * What the quote pages read, through the quote service as the API does. A failure is 'failed' (shown
 * as the spec's errors.try_again_later_or_contact, or the service's own text); a quote the viewer may
 * not see is 'not_found', the 404 page, like a missing one.
 */

export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'failed'; message?: string }

export async function loadQuotes(query: QuoteListQuery): Promise<Loaded<QuotesResponse>> {
  const session = await getSession()
  if (!session) return { ok: false, reason: 'failed' }
  try {
    const result = await listQuotes(await payload(), session, query)
    return result.ok
      ? result
      : { ok: false, reason: 'failed', message: result.failure.message ?? t(result.failure.error) }
  } catch (error) {
    console.error('quotes: reading the quotes failed', error)
    return { ok: false, reason: 'failed' }
  }
}

export async function loadQuote(quoteId: string): Promise<Loaded<QuoteView>> {
  const session = await getSession()
  if (!session) return { ok: false, reason: 'not_found' }
  try {
    const result = await getQuote(await payload(), session, quoteId)
    if (result.ok) return result
    return {
      ok: false,
      reason: result.failure.kind === 'not_found' ? 'not_found' : 'failed',
      message: result.failure.message ?? t(result.failure.error),
    }
  } catch (error) {
    console.error('quotes: reading a quote failed', error)
    return { ok: false, reason: 'failed' }
  }
}
