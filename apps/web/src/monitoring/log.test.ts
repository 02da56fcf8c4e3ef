import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLog } from './log'

/** The lines a logger wrote, each parsed (a line that is not one JSON object fails the parse). */
function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { log: createLog(stream), parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('the server log', () => {
  it('writes one JSON object a line with time, level as a word, msg, pid and the fields given', () => {
    const { log, parsed } = capture()
    log.info({ requestId: 'abc-123', deleted: 2 }, 'clean-up')
    log.warn('utan fält')
    const [first, second] = parsed()
    expect(first).toMatchObject({ level: 'info', msg: 'clean-up', requestId: 'abc-123', deleted: 2, pid: process.pid })
    expect(new Date(String(first?.time)).toISOString()).toBe(first?.time)
    expect(second).toMatchObject({ level: 'warn', msg: 'utan fält' })
    expect(second).not.toHaveProperty('requestId')
  })

  it('writes an error with its type, message and stack under err', () => {
    const { log, parsed } = capture()
    log.error({ err: new TypeError('trasig'), route: 'GET /api/x' }, 'trasig')
    const [line] = parsed()
    expect(line).toMatchObject({ level: 'error', msg: 'trasig', route: 'GET /api/x' })
    expect(line?.err).toMatchObject({ type: 'TypeError', message: 'trasig' })
    expect((line?.err as { stack?: string } | undefined)?.stack).toContain('log.test.ts')
  })
})
