import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The recipes of docs/architecture.md ("How to add…") name the files a change touches. A newcomer opens
 * them, so each must exist: at the repository's root, or under apps/web/src for paths without a top folder.
 */

const root = path.resolve(import.meta.dirname, '..')
const webSrc = path.join(root, 'apps/web/src')

/** The paths a piece of markdown names in backticks: with a slash or a file extension, no pattern (`<…>`), no spaces. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] as string)
  return spans.filter(
    (span) =>
      !/[\s<>{}:'"]/.test(span) && !span.startsWith('@') && (/\//.test(span) || /\.(ts|tsx|json|md)$/.test(span)),
  )
}

const missingPaths = (markdown: string, bases: readonly string[] = [root, webSrc]): string[] =>
  namedPaths(markdown).filter((name) => !bases.some((base) => existsSync(path.join(base, name))))

function recipes(): string {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const start = text.indexOf('## How to add…')
  expect(start, 'docs/architecture.md has a "How to add…" section').toBeGreaterThan(-1)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end === -1 ? undefined : end)
}

describe('the recipes in docs/architecture.md', () => {
  it('has a recipe for a brand, a block, a deny code and a service', () => {
    const text = recipes()
    for (const recipe of ['A brand', 'A section block', 'A deny code', 'A service'])
      expect(text).toContain(`**${recipe}`)
  })

  it('names only files that exist', () => {
    const text = recipes()
    expect(namedPaths(text).length).toBeGreaterThan(30)
    expect(missingPaths(text)).toEqual([])
  })

  it('finds a path that does not exist, and leaves patterns and commands alone', () => {
    const text =
      'Copy `tenants/trahuset/brand.json` to `tenants/<brand>/brand.json`, edit `tenants/nowhere.json`, run `npm run tenants:check`.'
    expect(namedPaths(text)).toEqual(['tenants/trahuset/brand.json', 'tenants/nowhere.json'])
    expect(missingPaths(text)).toEqual(['tenants/nowhere.json'])
  })
})
