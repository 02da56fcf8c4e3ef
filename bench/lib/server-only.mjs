/**
 * `node --import ./server-only.mjs`: lets plain Node load server modules that `import 'server-only'`
 * (the marker throws outside React's server condition; Vitest aliases it the same way).
 */
import { register } from 'node:module'

register('./server-only-hooks.mjs', import.meta.url)
