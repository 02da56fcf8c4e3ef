/** Pages of the login flows (the reset and activation links point at the last two). */
export const FORGOT_PATH = '/gloemt-loesenord'
export const ACTIVATE_PATH = '/activate-user'

/**
 * Where a login may send the browser afterwards: only a path on this site (`/…`, not `//host` or
 * `/\host`), never an open redirect. Anything else gives null.
 */
export function localPath(value: string | string[] | null | undefined): string | null {
  const path = Array.isArray(value) ? value[0] : value
  if (!path?.startsWith('/') || path.startsWith('//')) return null
  if (path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20)) return null
  try {
    // Resolving against a dummy origin must not leave it (e.g. '/%2F%2Fevil.example' stays local).
    const url = new URL(path, 'http://local.invalid')
    // Resolving also removes dot segments: '/.//evil.example' becomes '//evil.example', which a browser
    // reads as another host.
    if (url.origin !== 'http://local.invalid' || url.pathname.startsWith('//')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

/** The login page's address with `next` set to a local path (none for the start page). */
export function loginHrefFor(loginPath: string, next: string | null | undefined): string {
  const target = localPath(next)
  if (!target || target === '/' || target.startsWith(loginPath)) return loginPath
  return `${loginPath}?next=${encodeURIComponent(target)}`
}
