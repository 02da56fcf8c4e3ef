import { z } from '@shop/schemas'
import { normalisePostalCode } from './postal-code'

/**
 * A Swedish postcode field for the server's zod schemas (the store finder's zip code, the delivery's
 * zip code): refused with `message`, accepted as written and returned as 'NNN NN'. Apart from
 * ./postal-code.ts, which the browser imports and which must stay free of zod.
 */
export function swedishPostalCodeSchema(message: string) {
  return z
    .string({ error: message })
    .max(20, { error: message })
    .transform((raw, ctx) => {
      const postal = normalisePostalCode('SE', raw)
      if (postal.ok) return postal.value
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}
