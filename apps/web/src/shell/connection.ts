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
