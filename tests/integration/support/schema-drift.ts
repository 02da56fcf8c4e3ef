import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

interface Snapshot {
  version: string
}
interface DrizzleKit {
  generateDrizzleJson(schema: unknown): Promise<Snapshot>
  generateMigration(before: Snapshot, after: Snapshot): Promise<string[]>
  upSnapshot?: (snapshot: Snapshot) => Snapshot
}
interface DrizzleAdapter {
  migrationDir: string
  schema: unknown
  defaultDrizzleSnapshot: Snapshot
  requireDrizzleKit(): DrizzleKit
}

/**
 * The SQL statements `payload migrate:create` would write for this instance's collections: its Drizzle
 * schema against the newest committed snapshot, compared the way Payload's generator compares them
 * (@payloadcms/drizzle buildCreateMigration), but without writing a file or ending the process.
 * Empty when the committed migrations already describe the schema.
 */
export async function pendingMigration(payload: Payload): Promise<string[]> {
  const db = payload.db as unknown as DrizzleAdapter
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  const latest = readdirSync(db.migrationDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)
  let before = latest
    ? (JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8')) as Snapshot)
    : db.defaultDrizzleSnapshot
  if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before)
  return kit.generateMigration(before, after)
}
