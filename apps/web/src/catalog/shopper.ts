import 'server-only'
import { type Shopper, shopperFor } from '@shop/commerce'
import type { Brand } from '@shop/tenants'
import { cache } from 'react'
import { getSession } from '../auth/session'

/** The shopper behind this request on `brand` (session, chosen customer, deny codes), once per request. */
export const currentShopper = cache(async (brand: Brand): Promise<Shopper> => shopperFor(brand, await getSession()))
