import { t } from '@shop/i18n'
import type { QuoteStatus } from '@shop/schemas'

/** A status's Swedish name, as the Quotes collection labels it. */
export const statusLabel = (status: QuoteStatus) => t(`quotePage.status.${status}`)

/** Statuses MyQuotes offers to delete ("delete a draft"): nothing was sent to anyone yet. */
export const isDraft = (status: QuoteStatus) => status === 'draft' || status === 'created' || status === 'notSent'
