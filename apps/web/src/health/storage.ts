import 'server-only'
import type { Payload } from 'payload'
import { sqlRows } from '../db/sql'

/** One round trip to the database: the pool hands out a connection and the server answers. */
export async function pingDatabase(payload: Payload): Promise<void> {
  await sqlRows(payload, 'select 1 as ok')
}
