import { shopperFor } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { shopperVariants } from '@/catalog/shopper-variants'

export const dynamic = 'force-dynamic'

/**
 * Spec getVariants (articleNumbers; price and stock at the shopper's location): what a page rendered once
 * for many shoppers leaves to the browser, the price with its steps and the stock at the shopper's store
 * of every article it shows (catalog/shopper-variants.ts). Private, as every answer with a session.
 */
export const POST = route({
  summary: 'Kundens pris, trappriser och lagersaldo i kundens butik för artiklarna en delad sida visar.',
  access: 'anonymous',
  body: z.strictObject({
    articleNumbers: z.array(z.string().trim().min(1).max(20)).min(1).max(200),
  }),
  handler: ({ payload, session, brand, input }) =>
    shopperVariants(payload, shopperFor(brand, session), input.body.articleNumbers, brand.centralStorageId),
})
