import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { claimSqliteFile, SecondInstanceError } from '@/db/single-instance'

/** One server per SQLite file: a second process is refused while the first runs, not after it died. */

const dir = mkdtempSync(path.join(tmpdir(), 'single-instance-'))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** Another process that claims `file`; resolves once it has. */
function otherProcess(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/claim-sqlite-file.ts', file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('claimed')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the other process ended (${code})`)))
  })
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve))

describe('one server per SQLite file', () => {
  it('refuses a second process naming the first, and Postgres as the way to several instances', async () => {
    const file = path.join(dir, 'a.db')
    const first = await otherProcess(file)
    expect(() => claimSqliteFile(file)).toThrow(SecondInstanceError)
    expect(() => claimSqliteFile(file)).toThrow(new RegExp(`pid ${first.pid}.*kräver Postgres`))
  })

  it('gives the file free when the first stops, and takes over the claim of one that was killed', async () => {
    const stopped = path.join(dir, 'b.db')
    const first = await otherProcess(stopped)
    first.stdin?.write('stop\n')
    await exited(first)
    expect(existsSync(`${stopped}.instance`)).toBe(false)

    const killed = path.join(dir, 'c.db')
    const second = await otherProcess(killed)
    second.kill('SIGKILL')
    await exited(second)
    expect(existsSync(`${killed}.instance`)).toBe(true)
    // This test process takes it over (under a pid of its choosing, so its own exit hook stays apart).
    expect(() => claimSqliteFile(killed, process.pid + 1_000_000)).not.toThrow()
  })

  it('gives the file free at once when the server releases its claim (graceful shutdown)', () => {
    const file = path.join(dir, 'd.db')
    const release = claimSqliteFile(file)
    expect(existsSync(`${file}.instance`)).toBe(true)
    release()
    expect(existsSync(`${file}.instance`)).toBe(false)
  })
})

process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
