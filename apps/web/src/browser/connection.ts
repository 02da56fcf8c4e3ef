/**
 * What the shop reads of the Network Information API (`navigator.connection`). Chromium has it;
 * Safari and Firefox do not, and lib.dom has no type for it.
 */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

/**
 * Spec (route rules): routes are prefetched except on slow connections, 2g or data saver. A browser
 * that tells nothing prefetches: most shoppers' browsers cannot say, and prefetching is the default.
 */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

/**
 * The `prefetch` a shop link or form gets when its caller sets none: Next's own default (null), or
 * false on a slow connection. Read at render; the server has no `navigator.connection` and renders the
 * default, which is safe because the prop changes no markup, only whether Next registers the element
 * for prefetching once it has hydrated.
 */
export function defaultPrefetch(): null | false {
  const connection =
    typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection
  return prefetchAllowed(connection) ? null : false
}
