import { z } from '@shop/schemas'

/** Request bodies of the account routes, parsed at the boundary. */

const oneTimeToken = z.string().min(20).max(200)
const newPassword = z.string().min(1, 'Ange ett lösenord.').max(1024)

/** Answer to the NEW_PASSWORD_REQUIRED challenge (named as in the login answer). */
export const challengeSchema = z.object({ Session: oneTimeToken, NewPassword: newPassword })

/** A password chosen through an activation or forgotten-password link. */
export const credentialsSchema = z.object({ token: oneTimeToken, password: newPassword })

/** POST /users/credentials/request: "send me a link". */
export const credentialsRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Ange en giltig e-postadress.').max(320),
})
