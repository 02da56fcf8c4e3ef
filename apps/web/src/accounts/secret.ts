import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '../env'

/**
 * The one secret a deployment configures (PAYLOAD_SECRET), and the keys derived from it. Production
 * must set it (env.ts refuses to boot without). A local start without it gets a random secret of its
 * own, made on the first start and kept in the data folder (`data/secret`, readable by its owner only),
 * so tokens survive a restart and every instance started from the same folder agrees. There is no
 * fallback constant: a secret anyone can read in the source signs tokens anyone can forge.
 */

/** Where a local start keeps its generated secret: beside the SQLite file, in the app's data folder. */
export const LOCAL_SECRET_FILE = path.resolve('data/secret')

/**
 * The generated secret, made once. Written to a temporary file and linked into place, so of several
 * processes starting at once exactly one creates it and none reads it half written.
 */
export function localSecret(file = LOCAL_SECRET_FILE): string {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(file), { recursive: true })
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 })
  try {
    linkSync(draft, file)
    // The mode asked for at writing is narrowed by the umask, never widened: say it once more.
    chmodSync(file, 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(draft, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}

/** Payload's secret (its own signatures) and the root of the shop's keys below. */
export const payloadSecret: string = env.PAYLOAD_SECRET ?? localSecret()

const derived = (purpose: string) => createHash('sha256').update(`${purpose}:${payloadSecret}`).digest('base64url')

/**
 * The key that signs access tokens: derived, so a deployment configures one secret, yet a token signed
 * for the shop is never valid as anything Payload itself signs.
 */
export const authSecret: string = derived('shop-access-token')

/** The key of quote answer links (quotes/service.ts): its own, so no other token signs as one. */
export const quoteLinkSecret: string = derived('shop-quote-link')
