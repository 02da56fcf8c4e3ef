#!/usr/bin/env node
/**
 * `npm run cluster -- [--instances N] [--port P] [--rebuild]`: N shop instances behind a local HAProxy
 * (issue 17), for trying several instances, benchmarks and tests. Builds once (as `npm start` does, into
 * apps/web/.next), applies migrations and seeds an empty database once (never from N processes at once),
 * starts instance i on port P + i and the balancer on P (default 3280), and stops them all on Ctrl-C or
 * SIGTERM, each gracefully.
 *
 * N > 1 needs DATABASE_URL=postgres://… (created when missing), REDIS_URL and S3_* settings for the media
 * (or --local-s3: a local stand-in); the same environment as
 * `npm start` otherwise (SHOP_DEMO_DATA=0: no demo users).
 */
import { parseArgs } from 'node:util'
import { clusterRefusal, haproxyMissing, startCluster } from '../bench/lib/cluster.mjs'
import { useLocalS3 } from '../bench/lib/object-storage.mjs'
import { config, ensureBuild, ensurePostgresDatabase, isPostgres, runTsx } from '../bench/lib/server.mjs'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3280' },
    rebuild: { type: 'boolean', default: false },
    'local-s3': { type: 'boolean', default: false },
  },
})
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances tar ett heltal ≥ 1')

config.databaseUrl = process.env.DATABASE_URL || 'file:./data/shop.db'
config.distDir = '.next' // npm start's build, reused
config.skipBuild = !values.rebuild
// For trying it out: media in a local S3 stand-in (s3rver) instead of a real bucket's S3_* settings.
if (values['local-s3']) await useLocalS3()
const refusal = clusterRefusal(instances) ?? haproxyMissing()
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

await ensureBuild()
if (isPostgres()) await ensurePostgresDatabase(config.databaseUrl)
await runTsx('scripts/prepare-db.ts', process.env.SHOP_DEMO_DATA === '0' ? [] : ['--demo'])
const cluster = await startCluster({ instances, port })
console.log(`Butiken på ${instances} instanser bakom HAProxy: http://nordbygg.localhost:${port}`)
for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.url} (pid ${instance.pid})`)
console.log('Ctrl-C stoppar alla (balanseraren först, sedan varje instans när dess pågående anrop är klara).')
