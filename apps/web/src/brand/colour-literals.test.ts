import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 38: every colour of a section, a banner or the shell comes from the brand's theme tokens, so the
 * three brands look like three brands. A colour written into the code (a hex, rgb()/hsl(), a Tailwind
 * palette class such as bg-amber-100 or text-white) would look the same on all of them.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const SCANNED = ['blocks', 'apps/web/src/shell']

const LITERALS: Array<[kind: string, pattern: RegExp]> = [
  ['hex', /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi],
  ['function', /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[\d.]/gi],
  [
    'palette',
    /\b(?:bg|text|border(?:-[trblxy])?|from|via|to|ring|fill|stroke|outline|decoration|shadow|divide|placeholder|caret|accent)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})\b/g,
  ],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function colourLiterals(source: string): string[] {
  return LITERALS.flatMap(([kind, pattern]) => [...source.matchAll(pattern)].map((m) => `${kind} ${m[0]}`))
}

describe('colours come from the brand theme', () => {
  it('finds a literal of each kind (the check itself)', () => {
    expect(
      colourLiterals(`style={{ color: '#1f3a5f' }} className="bg-amber-100 text-white" fill="rgb(0 0 0)"`),
    ).toEqual(['hex #1f3a5f', 'function rgb(0', 'palette bg-amber-100', 'palette text-white'])
    expect(colourLiterals(`href="#main" className="bg-surface text-primary-contrast on-accent" &#160;`)).toEqual([])
  })

  it('leaves no colour literal in blocks/ or the shell', () => {
    const found = SCANNED.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        colourLiterals(readFileSync(file, 'utf8')).map((literal) => `${path.relative(ROOT, file)}: ${literal}`),
      ),
    )
    expect(found).toEqual([])
  })
})
