import { z } from '@shop/schemas'
import { type LoginCredentials, loginPayloadSchema } from './login-payload'

/**
 * What a procurement system sends when it opens the shop (the OCI entry, GET query or POST form):
 * the credentials under any of the login payload's names (USERNAME and PASSWORD in OCI), the callback
 * HOOK_URL, the company (`Bolag`) and OCI's own ~TARGET, ~OkCode and ~CALLER. A missing callback or
 * company is not bad input: the shop then stays in NORMAL mode and says so (spec section 4).
 */

export interface OciEntry {
  credentials: LoginCredentials
  hookUrl: string | null
  company: string | null
  /** The frame the cart form is posted into (OCI's ~TARGET; the whole window by default). */
  target: string
  /** OCI's ~OkCode, sent back with the cart (ADDI: add the items). */
  okCode: string
  caller: string | null
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null)

const rawEntry = z
  .object({
    HOOK_URL: optionalText(2048),
    Bolag: optionalText(80),
    '~TARGET': optionalText(40),
    '~OkCode': optionalText(20),
    '~CALLER': optionalText(20),
  })
  .passthrough()

export const ociEntrySchema = rawEntry.transform((raw, ctx): OciEntry => {
  const login = loginPayloadSchema.safeParse(raw)
  if (!login.success) {
    for (const issue of login.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    return z.NEVER
  }
  return {
    credentials: login.data,
    hookUrl: raw.HOOK_URL,
    company: raw.Bolag,
    target: raw['~TARGET'] ?? '_top',
    okCode: raw['~OkCode'] ?? 'ADDI',
    caller: raw['~CALLER'],
  }
})
