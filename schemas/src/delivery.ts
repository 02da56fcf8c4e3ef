import { z } from './zod'

/** Spec section 3: delivery method ids. */
export const DELIVERY_METHODS = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS)
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>
