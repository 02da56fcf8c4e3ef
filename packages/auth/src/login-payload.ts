import { z } from '@shop/schemas'

/**
 * Spec section 3 "Login payload": clients send the same three facts under several names. The user
 * name as logonId, USER_NAME, USERNAME or username; the password as logonPassword, PASSWORD or
 * password; the e-mail as email or SENDER_ID, or inside a user_session object as User.UserID.
 * Parsed here once, into one shape, whatever the client sent.
 */

export interface LoginCredentials {
  logonId: string
  password: string
  email: string | null
}

const text = z.string().trim().min(1).max(320)

const rawLogin = z
  .object({
    logonId: text.optional(),
    USER_NAME: text.optional(),
    USERNAME: text.optional(),
    username: text.optional(),
    logonPassword: z.string().min(1).max(1024).optional(),
    PASSWORD: z.string().min(1).max(1024).optional(),
    password: z.string().min(1).max(1024).optional(),
    email: text.optional(),
    SENDER_ID: text.optional(),
    user_session: z.object({ User: z.object({ UserID: text.optional() }).optional() }).optional(),
  })
  .passthrough()

export const loginPayloadSchema = rawLogin.transform((raw, ctx): LoginCredentials => {
  const email = raw.email ?? raw.SENDER_ID ?? raw.user_session?.User?.UserID ?? null
  const logonId = raw.logonId ?? raw.USER_NAME ?? raw.USERNAME ?? raw.username ?? email
  const password = raw.logonPassword ?? raw.PASSWORD ?? raw.password
  if (!logonId) ctx.addIssue({ code: 'custom', path: ['logonId'], message: 'Ange användarnamn eller e-postadress.' })
  if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Ange lösenord.' })
  if (!logonId || !password) return z.NEVER
  return { logonId: logonId.toLocaleLowerCase('sv-SE'), password, email: email?.toLocaleLowerCase('sv-SE') ?? null }
})
