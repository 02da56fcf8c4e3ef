/**
 * N shop instances behind a local HAProxy (issue 17): for `npm run cluster`, the benchmarks and the
 * several-instance tests. Each instance is a `next start` of the build (server.mjs's startServer) on its
 * own port, all on one DATABASE_URL and one REDIS_URL; HAProxy (Debian's package) balances round-robin
 * with ops/haproxy/shop.cfg.template and checks each instance's readiness on /api/health.
 *
 * startCluster({ instances, port }) resolves once every instance answers and the balancer does; it gives
 *   { balancer: { url, port, pid, stop }, instances: [{ name, url, port, pid, logFile, stop, kill, exited }], stop }
 * Ports: the balancer on `port` (default CLUSTER_PORT or 3280), instance i on port + i.
 * Ctrl-C or SIGTERM stops the cluster (then exits 130).
 * Several instances need Postgres and Redis: the checkout queue of SQLite is per process (and a second
 * server on one SQLite file is refused), and the throttles count in Redis.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  config,
  isPostgres,
  log,
  portInUse,
  repoRoot,
  request,
  resultsDir,
  sleep,
  spawnGroup,
  stamp,
  startServer,
  stopOnSignal,
} from './server.mjs'

export { redisUnavailable } from './redis.mjs'

const TEMPLATE = path.join(repoRoot, 'ops/haproxy/shop.cfg.template')

/**
 * Every brand on the balancer's port (SHOP_ORIGINS): the links the instances write (mails, cXML) lead
 * to the balancer, not to the instance that wrote them. The brands are the folders of tenants/.
 */
function balancerOrigins(port) {
  const tenants = path.join(repoRoot, 'tenants')
  return readdirSync(tenants)
    .filter((dir) => existsSync(path.join(tenants, dir, 'brand.json')))
    .map((brand) => `${brand}=http://${brand}.localhost:${port}`)
    .join(',')
}

/** Why these settings cannot run `instances` instances, or null. */
export function clusterRefusal(instances, env = process.env, databaseUrl = config.databaseUrl) {
  if (instances <= 1) return null
  if (!isPostgres(databaseUrl))
    return `${instances} instances need Postgres (DATABASE_URL=postgres://…): SQLite's checkout queue lives in one process`
  if (!env.REDIS_URL) return `${instances} instances need REDIS_URL: the login throttles and rate limits count there`
  if (!env.S3_BUCKET)
    return `${instances} instances need S3_BUCKET (S3-compatible storage): a media file uploaded to one instance's disk is not on the others'`
  return null
}

/**
 * HAProxy's config for a balancer on `port` in front of `ports`. `cacheBuildFiles: false` (or
 * CLUSTER_CACHE_BUILD_FILES=0) leaves out the rules that answer build files from the balancer's memory, to
 * measure what they save.
 */
export function haproxyConfig(port, ports, { cacheBuildFiles = process.env.CLUSTER_CACHE_BUILD_FILES !== '0' } = {}) {
  const servers = ports.map((p, i) => `  server web${i + 1} 127.0.0.1:${p}`).join('\n')
  const config = readFileSync(TEMPLATE, 'utf8')
    .replace('{{balancerPort}}', String(port))
    .replace('{{servers}}', servers)
  if (cacheBuildFiles) return config
  return config
    .split('\n')
    .filter((line) => !/^\s*http-(request|response) cache-(use|store) build-files/.test(line))
    .join('\n')
}

export function haproxyMissing() {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' })
  return found.error || found.status !== 0 ? 'haproxy is not installed (apt-get install -y haproxy)' : null
}

/** HAProxy in the foreground (-db), in its own process group; resolves once `probe` answers 200 through it. */
export async function startBalancer(port, ports, probe = '/api/health') {
  const missing = haproxyMissing()
  if (missing) throw new Error(missing)
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; set CLUSTER_PORT`)
  mkdirSync(resultsDir, { recursive: true })
  const id = stamp()
  const file = path.join(resultsDir, `haproxy-${port}-${id}.cfg`)
  writeFileSync(file, haproxyConfig(port, ports))
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy refused ${file}: ${check.stderr || check.stdout}`)
  const logFile = path.join(resultsDir, `haproxy-${port}-${id}.log`)
  const child = spawnGroup('haproxy', ['-f', file, '-db'], { logFile })
  const stop = async () => {
    child.forget()
    if (child.running()) child.kill('SIGTERM')
    await child.exited
  }
  for (let i = 0; ; i++) {
    if (!child.running()) throw new Error(`haproxy exited with ${child.code()}; see ${logFile}`)
    const res = await request({ port, path: probe, timeout: 5_000 }).catch(() => null)
    if (res?.status === 200) break
    if (i > 120) {
      await stop()
      throw new Error(`the balancer did not answer ${probe} within 30 s; see ${logFile}`)
    }
    await sleep(250)
  }
  log(`haproxy on ${port} in front of ${ports.join(', ')} (pid ${child.pid}, log ${path.relative(repoRoot, logFile)})`)
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid, logFile, stop }
}

/**
 * `instances` servers of the build in BENCH_DIST_DIR on the database in `config.databaseUrl` (prepared
 * by the caller: migrations must not run from N processes at once), plus the balancer. `env` is added to
 * every instance's environment (REDIS_URL comes from the caller's).
 */
export async function startCluster({ instances = 2, port = Number(process.env.CLUSTER_PORT || 3280), env = {} } = {}) {
  const refusal = clusterRefusal(instances, { ...process.env, ...env })
  if (refusal) throw new Error(refusal)
  const servers = []
  let balancer = null
  // The balancer first: no request goes to an instance that is stopping.
  const stop = async () => {
    await balancer?.stop()
    await Promise.all(servers.map((s) => s.stop()))
  }
  stopOnSignal(stop)
  try {
    // One at a time: boots on two cores compete, and a slow boot is not a failed one.
    for (let i = 1; i <= instances; i++) {
      const server = await startServer({
        port: port + i,
        env: { TRUST_PROXY: '127.0.0.1,::1', SHOP_ORIGINS: balancerOrigins(port), ...env },
        name: `instance${i}`,
        handleSignals: false,
      })
      servers.push({ ...server, name: `web${i}` })
    }
    balancer = await startBalancer(
      port,
      servers.map((s) => s.port),
    )
    return { balancer, instances: servers, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
