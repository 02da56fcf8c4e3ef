/**
 * The framework's floor for bench:lighthouse: the page in bench/lighthouse/floor, built with the shop's own
 * Next (ten seconds) and served by `next start`, with nothing of the shop in it.
 */
import path from 'node:path'
import { benchDir, log, nextBin, repoRoot, run, startNext } from '../lib/server.mjs'

const floorDir = path.join(benchDir, 'lighthouse/floor')

/** Builds the floor page and starts it on `port`; resolves once it answers, with its URL and `stop()`. */
export async function startFloor(port) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  log('building the floor page (bench/lighthouse/floor)')
  await run(process.execPath, [nextBin(), 'build', floorDir], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const floor = await startNext({
    name: 'floor',
    port,
    args: ['start', floorDir, '-p', String(port)],
    cwd: repoRoot,
    env,
    probe: '/',
  })
  return { url: `${floor.url}/`, stop: floor.stop }
}
