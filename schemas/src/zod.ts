import { z } from 'zod'

// The shop and its admins speak Swedish, so zod's own messages do too. Every schema imports z from
// here so that the locale is set before any of them parses.
z.config(z.locales.sv())

export { z }

/** `routes[3].page` style path of an issue, for messages that name the field. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join('')
}

/** One line per issue: `field: message`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issuePath(issue.path) || '(roten)'}: ${issue.message}`)
}
