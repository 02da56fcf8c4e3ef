import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * What the browser is sent: every module a 'use client' module reaches at run time (static imports,
 * re-exports and import(), type-only imports left out) is walked, and none may be server-side weight.
 * The bundle budget (bench/bundle, 160 KiB) says that a route grew; this says which import did it,
 * before a build: all of zod with its locales through @shop/schemas, the whole message catalogue
 * through @shop/i18n, Payload or a server-only module.
 */

const root = path.resolve(import.meta.dirname, '../../..')
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
)
if (!config) throw new Error('tsconfig.json unreadable')
const options = config.options
const host = ts.createCompilerHost(options)

/** Specifiers the browser must never load, with why. */
const FORBIDDEN: Array<{ test: (specifier: string) => boolean; why: string }> = [
  { test: (s) => s === 'zod' || s === 'zod/v4' || s.startsWith('zod/v4/classic'), why: 'all of zod' },
  { test: (s) => s === '@shop/schemas' || s === '@shop/schemas/zod', why: 'all of zod with its locales' },
  {
    test: (s) => s === '@shop/i18n' || s === '@shop/i18n/t' || s === '@shop/i18n/messages',
    why: 'the whole catalogue',
  },
  {
    test: (s) => s === 'next/image' || s === 'next/dist/shared/lib/get-img-props',
    why: "next/image's component and loader (catalog pictures get their attributes on the server, media/picture.ts)",
  },
  {
    test: (s) => /^(payload|@payloadcms\/|server-only$|next\/headers$|sharp$|@libsql\/|drizzle-orm|pdf-lib)/.test(s),
    why: 'server code',
  },
]
/** zod/mini is allowed where the browser truly parses, and only there. */
const ZOD_MINI_ALLOWED = ['packages/commerce/src/address-form.ts', 'schemas/src/text.ts']

function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const typeOnlyNamed = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly)
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const named = clause?.namedBindings
      if (clause && !clause.name && named && ts.isNamedImports(named) && typeOnlyNamed(named.elements)) continue
      found.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause
      if (statement.isTypeOnly || (clause && ts.isNamedExports(clause) && typeOnlyNamed(clause.elements))) continue
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text)
    }
  }
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text)
    }
    node.forEachChild(visit)
  })
  return found
}

function clientEntries(): string[] {
  const entries: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
        entries.push(file)
    }
  }
  for (const dir of ['apps/web/src', 'blocks', 'packages']) walk(path.join(root, dir))
  return entries
}

/** Every offending import reachable from a 'use client' module, as 'importer → specifier (why)'. */
function offences(): { offences: string[]; modules: number } {
  const seen = new Set<string>()
  const queue = clientEntries()
  for (const file of queue) seen.add(file)
  const found: string[] = []
  while (queue.length) {
    const file = queue.shift() as string
    const relative = path.relative(root, file)
    for (const specifier of runtimeSpecifiers(file)) {
      const bad = FORBIDDEN.find((rule) => rule.test(specifier))
      if (bad) found.push(`${relative} → ${specifier} (${bad.why})`)
      if (specifier.startsWith('zod/mini') && !ZOD_MINI_ALLOWED.includes(relative))
        found.push(`${relative} → ${specifier} (zod/mini outside the rules that parse in the browser)`)
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) continue
      const next = realpathSync(resolved.resolvedFileName)
      if (next.includes(`${path.sep}node_modules${path.sep}`) || seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return { offences: found, modules: seen.size }
}

describe('what the browser is sent', () => {
  it('reaches no zod but zod/mini where a rule parses, no whole catalogue and no server code', () => {
    const result = offences()
    expect(result.modules).toBeGreaterThan(100)
    expect(result.offences).toEqual([])
    // It parses every module a client island reaches (4–5 s alone); more on a busy machine.
  }, 30_000)
})
