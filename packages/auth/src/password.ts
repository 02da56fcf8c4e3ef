import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt, the memory-hard function built into Node (no native add-on to
 * install, nothing to trust beyond the runtime). Stored as a self-describing string, so the cost can
 * be raised later and old hashes still verify and get upgraded on the next login:
 *   scrypt$N$r$p$<salt base64>$<hash base64>
 */

export interface HashCost {
  /** CPU/memory cost, a power of two. 2^15 with r = 8 uses 32 MiB per hash. */
  N: number
  r: number
  p: number
}

export const DEFAULT_COST: HashCost = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string, cost: HashCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

function parse(stored: string): { cost: HashCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return null
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

/** True when `password` matches; a malformed stored value never matches. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.cost)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/** A hash made with a lower cost than today's should be replaced after a successful login. */
export function needsRehash(stored: string, cost: HashCost = DEFAULT_COST): boolean {
  const parsed = parse(stored)
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p
}
