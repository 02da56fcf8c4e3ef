import path from 'node:path'
import { makeSourceMapsPrivate } from '../src/monitoring/source-maps'

/** The build's last step (package.json): browser source maps out of the public folder (src/monitoring/source-maps.ts). */
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
const { moved, stripped } = await makeSourceMapsPrivate(distDir)
console.log(
  `Source maps: ${moved} moved to ${path.relative(process.cwd(), path.join(distDir, 'source-maps'))}, ${stripped} comments removed`,
)
