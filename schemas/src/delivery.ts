import { DELIVERY_METHODS } from './constants'
import { z } from './zod'

export { DELIVERY_METHODS }
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS)
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>
