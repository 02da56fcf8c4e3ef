import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../../custom-pages/types'
import { MyQuotes } from './MyQuotes'
import { QuoteDetails } from './QuoteDetails'

/** Bodies of MyQuotes and QuoteDetails (spec section 2). */
export const quotePages: Partial<Record<CustomPage, CustomPageBody>> = {
  MyQuotes,
  QuoteDetails,
}
