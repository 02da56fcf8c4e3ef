/**
 * The shop's password rules (spec section 4 leaves them open; these are ours, shown in the
 * password-requirements form and enforced on the server):
 *   - at least 10 characters, at most 128;
 *   - at least one letter and one digit;
 *   - not the user's e-mail address or its local part.
 * Length beats composition for strength; the digit rule keeps the form familiar to trade users.
 */

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

export type PasswordRule = 'length' | 'letter' | 'digit' | 'not_email'

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit', 'not_email']

/** The rules `password` breaks, in the order the form lists them; empty when it is acceptable. */
export function brokenPasswordRules(password: string, email?: string | null): PasswordRule[] {
  const broken: PasswordRule[] = []
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) broken.push('length')
  if (!/\p{L}/u.test(password)) broken.push('letter')
  if (!/\p{N}/u.test(password)) broken.push('digit')
  if (email) {
    const lower = password.toLocaleLowerCase('sv-SE')
    const address = email.toLocaleLowerCase('sv-SE')
    if (lower === address || lower === address.split('@')[0]) broken.push('not_email')
  }
  return broken
}
