import type { errorMessages } from '@shop/i18n/messages/errors'

type ErrorKey = keyof typeof errorMessages

/** Spec section 2: the error page's headline and reason by status code. */
export function errorPageText(status: number): { headline: ErrorKey; reason: ErrorKey } {
  if (status === 404) return { headline: 'errors.page.not_found_headline', reason: 'errors.page.not_found_reason' }
  if (status >= 500 && status < 600)
    return { headline: 'errors.page.server_error_headline', reason: 'errors.page.try_again_later' }
  return { headline: 'errors.page.apology_headline', reason: 'errors.page.try_again_later' }
}
