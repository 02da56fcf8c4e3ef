import 'server-only'

/** Small catalog look-ups other domains ask for. */

/** Does an article with this number exist? (A favourite must be one.) */
export { articleExists } from './storage'
