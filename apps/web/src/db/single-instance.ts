import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { env } from '../env'
import { log } from '../monitoring/log'
import { DEFAULT_SQLITE_URL, databaseKind } from './adapter'

/**
 * One server process per SQLite file (issue 17). SQLite itself lets several processes share a file, but
 * the shop's checkout queue lives in the process: two instances on one file could book the same stock
 * twice. So a server claims the file (`<file>.instance`, holding its pid) before it serves, and a second
 * one is refused with the way out named: several instances need Postgres. A claim left by a process
 * that died (SIGKILL, a crash) names a pid that no longer runs and is taken over.
 */

export class SecondInstanceError extends Error {
  constructor(file: string, pid: number) {
    super(
      `En annan serverprocess (pid ${pid}) använder redan SQLite-filen ${file}. Flera instanser kräver Postgres: sätt DATABASE_URL=postgres://… (README, "Several instances").`,
    )
    this.name = 'SecondInstanceError'
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Gives up the claim on `claim` if it is still `pid`'s: a process that took over a stale one must keep it. */
function release(claim: string, pid: number): void {
  try {
    if (readFileSync(claim, 'utf8').trim() === String(pid)) rmSync(claim, { force: true })
  } catch {}
}

/**
 * Claims `file` for this process until it exits (or the answer, the release, is called: a graceful
 * shutdown); throws SecondInstanceError while another live process holds it.
 */
export function claimSqliteFile(file: string, pid = process.pid): () => void {
  const claim = `${path.resolve(file)}.instance`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(claim, 'wx')
      writeSync(fd, String(pid))
      closeSync(fd)
      const onExit = () => release(claim, pid)
      process.once('exit', onExit)
      return () => {
        process.off('exit', onExit)
        release(claim, pid)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(claim, 'utf8').trim())
      if (holder === pid) return () => release(claim, pid)
      if (Number.isInteger(holder) && holder > 0 && running(holder)) throw new SecondInstanceError(file, holder)
      rmSync(claim, { force: true })
    }
  }
  throw new Error(`Kunde inte göra anspråk på SQLite-filen ${file}`)
}

/**
 * The server's claim at start: on SQLite, its file; a second server on it stops with the reason. Answers
 * the release (nothing to release on Postgres).
 */
export function claimServerDatabase(): () => void {
  const url = env.DATABASE_URL ?? DEFAULT_SQLITE_URL
  if (databaseKind(url) !== 'sqlite' || !url.startsWith('file:')) return () => {}
  try {
    return claimSqliteFile(url.slice('file:'.length))
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
