/**
 * `npm run db:prepare -- [--demo] [--reset] [--variants N]`: applies the committed migrations and
 * seeds an empty database. Used by `npm start` and the end-to-end server; safe to run repeatedly.
 */
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'
import { ensureSearchIndex } from '../src/catalog/search-index'
import { loadPayloadConfig } from '../src/payload/load-config'
import { isSeeded, migrationsFor, resetDatabase, seed } from '../src/seed'

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    variants: { type: 'string' },
  },
})

const payload = await getPayload({ config: await loadPayloadConfig() })
if (values.reset) await resetDatabase(payload)
else await payload.db.migrate({ migrations: migrationsFor(payload) })

if (await isSeeded(payload)) {
  payload.logger.info('Databasen har redan data; ingen seed.')
  const indexed = await ensureSearchIndex(payload)
  if (indexed) payload.logger.info(`Sökindexet byggdes för ${indexed} varianter.`)
} else {
  await seed(payload, { demo: values.demo, variants: values.variants ? Number(values.variants) : undefined })
}
await payload.destroy()
process.exit(0)
