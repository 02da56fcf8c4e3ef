/**
 * The framework's floor for bench:lighthouse: the page in bench/lighthouse/floor, built with the shop's own
 * Next (ten seconds) and served by `next start`, with nothing of the shop in it.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  benchDir,
  log,
  nextBin,
  portInUse,
  repoRoot,
  resultsDir,
  run,
  sleep,
  spawnGroup,
  stamp,
} from '../lib/server.mjs'

const floorDir = path.join(benchDir, 'lighthouse/floor')

/** Builds the floor page and starts it on `port`; resolves once it answers, with its URL and `stop()`. */
export async function startFloor(port) {
  if (await portInUse(port)) throw new Error(`port ${port} (the floor's) is already in use; set BENCH_PORT`)
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  log('building the floor page (bench/lighthouse/floor)')
  await run(process.execPath, [nextBin(), 'build', floorDir], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  mkdirSync(resultsDir, { recursive: true })
  const logFile = path.join(resultsDir, `floor-${stamp()}.log`)
  const child = spawnGroup(process.execPath, [nextBin(), 'start', floorDir, '-p', String(port)], {
    cwd: repoRoot,
    env,
    logFile,
  })
  const url = `http://127.0.0.1:${port}/`
  for (let waited = 0; ; waited += 250) {
    if (!child.running()) throw new Error(`the floor's next start exited with ${child.code()}; see ${logFile}`)
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      break
    if (waited > 60_000) throw new Error(`the floor did not answer within 60 s; see ${logFile}`)
    await sleep(250)
  }
  return {
    url,
    async stop() {
      child.forget()
      child.kill('SIGTERM')
      await child.exited
    },
  }
}
