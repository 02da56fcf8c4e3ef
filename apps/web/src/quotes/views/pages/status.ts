import type { QuoteStatus } from '@shop/schemas'
import { QUOTE_STATUS_LABELS } from '@/collections/commerce/Quotes'

/** A status's Swedish name: the Quotes collection's label, so the admin and the shop say the same. */
export const statusLabel = (status: QuoteStatus): string =>
  QUOTE_STATUS_LABELS.find((option) => option.value === status)?.label ?? status

/** Statuses MyQuotes offers to delete ("delete a draft"): nothing was sent to anyone yet. */
export const isDraft = (status: QuoteStatus) => status === 'draft' || status === 'created' || status === 'notSent'
