import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { haproxyMissing, redisUnavailable, startCluster } from '../../bench/lib/cluster.mjs'
import { useLocalS3 } from '../../bench/lib/object-storage.mjs'
import { dropPostgresDatabase, postgresUnavailable } from '../../bench/lib/postgres.mjs'
import { flushRedisDb } from '../../bench/lib/redis.mjs'
import { config, openDb, prepareDatabase, webDir } from '../../bench/lib/server.mjs'

/**
 * Several real instances for tests (issue 17): `startTestCluster()` prepares a Postgres database of its
 * own (migrations, demo data, a 600-variant catalog), starts the instances of the production build in
 * apps/web/.next on it and one Redis, behind HAProxy (bench/lib/cluster.mjs), and `stop()` ends them and
 * drops the database. Anything that must be seen on every instance (a throttle, a race, a cache
 * invalidation) can address each instance's `url` directly or go through `balancer.url`.
 */

const POSTGRES = 'postgres://postgres@127.0.0.1:5432'
/** Not 0 or 15 (other suites'); throttle and limit keys in it are the tests' own random names. */
export const REDIS_URL = 'redis://127.0.0.1:6379/7'

export interface Instance {
  name: string
  url: string
  port: number
  pid: number
  logFile: string
  kill: (signal: NodeJS.Signals) => void
  exited: Promise<number | string>
  stop: () => Promise<void>
}

export interface TestCluster {
  balancer: { url: string; port: number }
  instances: Instance[]
  databaseUrl: string
  /** Plain SQL on the cluster's database (bench/lib/server.mjs openDb). */
  db: Awaited<ReturnType<typeof openDb>>
  stop: () => Promise<void>
}

/** Why a cluster cannot run here, or null: the tests then skip, printing it. */
export async function clusterUnavailable(): Promise<string | null> {
  if (!existsSync(path.join(webDir, '.next/BUILD_ID'))) return 'no production build in apps/web/.next (npm run build)'
  const missing = haproxyMissing()
  if (missing) return missing
  const postgres = await postgresUnavailable(`${POSTGRES}/postgres`)
  if (postgres) return `Postgres at 127.0.0.1:5432 did not answer: ${postgres}`
  const redis = await redisUnavailable(REDIS_URL)
  return redis ? `Redis at ${REDIS_URL} did not answer: ${redis}` : null
}

/** `instances` instances on ports port + 1… and the balancer on `port` (ours: 3280–3299). */
export async function startTestCluster({ instances = 2, port = 3280, name = 'cluster' } = {}): Promise<TestCluster> {
  config.distDir = '.next'
  config.skipBuild = true
  config.variants = 600
  config.reset = true
  config.databaseUrl = `${POSTGRES}/shop_${name}_${process.pid}`
  const databaseUrl = config.databaseUrl
  // Media in a bucket every instance reaches, as several instances require: a local S3 server.
  const s3 = await useLocalS3()
  await prepareDatabase()
  // A fresh database, so a fresh page cache: an earlier run's pages (same build) are not this database's.
  await flushRedisDb(REDIS_URL)
  const cluster = await startCluster({ instances, port, env: { REDIS_URL } }).catch(async (error) => {
    await dropPostgresDatabase(databaseUrl)
    await s3.stop()
    throw error
  })
  const db = await openDb(databaseUrl)
  return {
    balancer: cluster.balancer,
    // startCluster is JavaScript: its instances are the servers server.mjs starts, as Instance says.
    instances: cluster.instances as unknown as Instance[],
    databaseUrl,
    db,
    stop: async () => {
      await db.close()
      await cluster.stop()
      await dropPostgresDatabase(databaseUrl)
      await s3.stop()
    },
  }
}

/** The JSON lines an instance has logged so far (its other output, such as Next's banner, left out). */
export function jsonLines(instance: Instance): Record<string, unknown>[] {
  return readFileSync(instance.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}
