import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_FILES, fontModuleOf, fontUrls } from './fonts'

const css = readFileSync(path.join(import.meta.dirname, '../app/(shop)/globals.css'), 'utf8')
const resolve = createRequire(import.meta.url).resolve

describe('brand fonts', () => {
  it.each(Object.keys(FONT_FILES) as Array<keyof typeof FONT_FILES>)(
    '%s: the stylesheet loads from the address the layout preloads, and the file is installed',
    (font) => {
      for (const url of fontUrls(font)) {
        expect(css).toContain(`url("${url}")`)
        const module = fontModuleOf(url.slice('/fonts/'.length))
        expect(module).not.toBeNull()
        expect(() => resolve(module as string)).not.toThrow()
      }
    },
  )

  it('serves no other file name', () => {
    expect(fontModuleOf('../../package.json')).toBeNull()
    expect(fontModuleOf('inter-latin-wght-normal.woff')).toBeNull()
  })
})
