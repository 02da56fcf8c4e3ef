/**
 * Reports whether a collection changed without a migration for the current DATABASE_URL's dialect.
 * Runs Payload's own migration generator in-process (see payload/load-config.ts for why not its CLI) and
 * prints `migrations-current` or `migrations-missing` only when the generator really ran.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../src/payload/load-config'

const payload = await getPayload({ config: await loadPayloadConfig() })
const dir = path.resolve('src/migrations', payload.db.name)
const before = new Set(readdirSync(dir))
let generatorRan = false
// Payload's generator ends the process itself, whether or not it wrote a migration.
process.on('exit', (code) => {
  if (!generatorRan || code !== 0) return
  const added = readdirSync(dir).filter((file) => !before.has(file))
  if (added.length === 0) {
    process.stdout.write(`migrations-current (${payload.db.name})\n`)
    return
  }
  process.stdout.write(
    `migrations-missing (${payload.db.name}): a collection changed without a migration; the generator wrote ${added.join(', ')} in ${dir}. Give it a real name, create the other dialect's too, and commit both.\n`,
  )
  process.exitCode = 1
})
generatorRan = true
await payload.db.createMigration({ migrationName: 'drift', payload, skipEmpty: true })
process.exit(0)
