import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localSecret } from './secret'

describe('localSecret', () => {
  const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'shop-secret-')), 'data')

  it('makes a long random secret on the first start, readable by its owner only, and keeps it', () => {
    const file = path.join(folder(), 'secret')
    const first = localSecret(file)
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(localSecret(file)).toBe(first)
    // No draft is left beside it.
    expect(readdirSync(path.dirname(file))).toEqual(['secret'])
    expect(localSecret(path.join(folder(), 'secret'))).not.toBe(first)
  })

  it('takes the secret another process has already written', () => {
    const file = path.join(folder(), 'secret')
    localSecret(file)
    writeFileSync(file, 'written-by-the-first-instance\n')
    expect(localSecret(file)).toBe('written-by-the-first-instance')
    expect(readFileSync(file, 'utf8')).toBe('written-by-the-first-instance\n')
  })
})
