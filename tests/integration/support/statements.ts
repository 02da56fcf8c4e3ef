import type { Payload } from 'payload'

/** The SQL statements `work` sends to the database, read off the driver (libsql client or pg pool). */
export async function statementsOf(payload: Payload, work: () => Promise<unknown>): Promise<string[]> {
  const db = payload.db as unknown as {
    client?: { execute: (...args: unknown[]) => unknown; batch: (...args: unknown[]) => unknown }
    pool?: { query: (...args: unknown[]) => unknown }
  }
  const seen: string[] = []
  const text = (statement: unknown) =>
    typeof statement === 'string'
      ? statement
      : String((statement as { sql?: string; text?: string }).sql ?? (statement as { text?: string }).text ?? '')
  const restore: Array<() => void> = []
  const wrap = <T extends object>(target: T | undefined, name: keyof T, record: (args: unknown[]) => void) => {
    if (!target) return
    const original = target[name] as (...args: unknown[]) => unknown
    target[name] = ((...args: unknown[]) => {
      record(args)
      return original.apply(target, args)
    }) as T[keyof T]
    restore.push(() => {
      target[name] = original as T[keyof T]
    })
  }
  wrap(db.client, 'execute', (args) => seen.push(text(args[0])))
  wrap(db.client, 'batch', (args) => seen.push(...(args[0] as unknown[]).map(text)))
  wrap(db.pool, 'query', (args) => seen.push(text(args[0])))
  try {
    await work()
  } finally {
    for (const undo of restore) undo()
  }
  return seen.map((statement) => statement.replace(/\s+/g, ' ').trim())
}
