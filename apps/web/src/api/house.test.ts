import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dataCallsOutsideStorage,
  fileLoops,
  foreignStorageImports,
  type House,
  mutualPairs,
  readHouse,
} from '../../../../scripts/house'

/**
 * Issue 37, the house (scripts/house.ts, `npm run house`): a folder's storage module (`storage.ts`, or
 * the files of a `storage/` folder) is private to its folder, and Payload's Local API and SQL are called
 * only from storage modules and the database's own folders (db/, migrations/, seed/, collections/).
 * Arrows between folders run one way (type-only imports aside), and no two files import each other.
 */

describe('the house of apps/web/src', () => {
  const house = readHouse()

  it('imports no storage module of another folder', () => {
    expect(foreignStorageImports(house)).toEqual([])
  })

  it('calls the Local API and SQL only from storage modules', () => {
    expect(dataCallsOutsideStorage(house)).toEqual([])
  })

  it('has no two folders that import each other, and no two files', () => {
    expect(mutualPairs(house)).toEqual([])
    expect(fileLoops()).toEqual([])
  })
})

/** The same detectors over a small house of their own, so a detector that finds nothing fails here. */
describe('the house detectors', () => {
  let dir: string
  let fixture: House

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'house-'))
    write('db/sql.ts', 'export const sqlRows = async () => []\n')
    write('a/storage.ts', "export const row = (payload) => payload.find({ collection: 'x' })\n")
    write(
      'a/service.ts',
      "import { row } from './storage'\nimport { other } from '../b/service'\nexport { row, other }\n",
    )
    write('b/storage/rows.ts', "import { sqlRows } from '../../db/sql'\nexport const rows = sqlRows\n")
    write(
      'b/service.ts',
      [
        "import type { Row } from '../a/storage'",
        "import { row } from '../a/storage'",
        "import { rows } from './storage/rows'",
        "// import { row } from '../a/storage' is a comment, no import",
        'export const other = (payload) => payload.findByID({ collection: "x", id: 1 }) ?? row ?? rows',
      ].join('\n'),
    )
    write(
      'c/page.ts',
      "import { rows } from '@/b/storage/rows'\nimport { sqlRows } from '../db/sql'\nexport { rows, sqlRows }\n",
    )
    write('collections/X.ts', "export const hook = (req) => req.payload.find({ collection: 'x' })\n")
    write('d/one.ts', "import { two } from './two'\nexport const one = () => two\n")
    write('d/two.ts', "import { one } from './one'\nexport const two = () => one\n")
    fixture = readHouse(dir)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('find the imports of another folder’s storage, by path or alias, but no type-only import', () => {
    expect(foreignStorageImports(fixture)).toEqual([
      'b/service.ts:2 imports a/storage.ts',
      'c/page.ts:1 imports b/storage/rows.ts',
    ])
  })

  it('find Local API and SQL calls outside storage, not in storage or collections/', () => {
    expect(dataCallsOutsideStorage(fixture)).toEqual([
      'b/service.ts:5 .findByID({ collection:',
      "c/page.ts:2 import { sqlRows } from '../db/sql'",
    ])
  })

  it('find the folders and the files that import each other', () => {
    expect(mutualPairs(fixture)).toEqual(['a <-> b (1 and 1)'])
    expect(fileLoops(dir)).toEqual([['d/one.ts', 'd/two.ts']])
  })
})
