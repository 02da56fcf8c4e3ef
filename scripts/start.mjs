#!/usr/bin/env node
/**
 * `npm start`: the shop on the embedded database with demo data, on a bare machine.
 * Builds once (when no build exists), applies migrations, seeds demo data into an empty database,
 * then serves on PORT (3000). Set SHOP_DEMO_DATA=0 to start without demo users.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const run = (args, env = {}) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync('apps/web/.next/BUILD_ID') || process.argv.includes('--rebuild')) {
  console.log('Bygger butiken (första starten tar ett par minuter)…')
  run(['run', 'build', '-w', '@shop/web'])
}
run(['run', 'db:prepare', '-w', '@shop/web', '--', ...(process.env.SHOP_DEMO_DATA === '0' ? [] : ['--demo'])])
const port = process.env.PORT ?? '3000'
console.log(
  `Butiken startar: http://nordbygg.localhost:${port}, http://trahuset.localhost:${port}, http://proffsbygget.localhost:${port}`,
)
run(['run', 'start', '-w', '@shop/web', '--', '-p', port])
