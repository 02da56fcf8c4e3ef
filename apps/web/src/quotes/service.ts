// PLACEHOLDER until the lead's quote service lands on main: the two reads the quote pages call, with
// the lead's signatures, answering "unavailable". On merge, take main's apps/web/src/quotes/service.ts.
import { fail, type Result } from '@shop/commerce'
import type { QuoteListQuery, QuotesResponse, QuoteView } from '@shop/schemas'
import type { Payload } from 'payload'
import type { Session } from '@/auth/session'

export async function listQuotes(
  _payload: Payload,
  _session: Session,
  _query: QuoteListQuery,
): Promise<Result<QuotesResponse>> {
  return fail('unavailable', 'errors.try_again_later_or_contact')
}

export async function getQuote(_payload: Payload, _session: Session, _quoteId: string): Promise<Result<QuoteView>> {
  return fail('unavailable', 'errors.try_again_later_or_contact')
}
