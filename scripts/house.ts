/**
 * The house of apps/web/src read from its own imports: which folder imports which, the folder pairs that
 * import each other both ways, the files that import each other in a loop, and the imports of another
 * folder's storage module. `npm run house` prints it; apps/web/src/api/house.test.ts holds it to zero.
 *
 * TypeScript's own parser reads the imports (static, re-exports and `import()`), so a comment or a
 * string that looks like an import is not one. Type-only imports are left out: they vanish at compile
 * time and tie no module to another at run time, and a view may name its service's types. The
 * generated route index is left out too: it lists every route file by construction.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const root = path.resolve(import.meta.dirname, '..')
export const webSrc = path.join(root, 'apps/web/src')

const GENERATED = new Set(['api/route-index.ts', 'payload-types.ts'])
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const TEST = /(\.test\.(ts|tsx)$)|(^|\/)tests?\//

export interface Import {
  from: string
  to: string
  line: number
}

/** Source files of apps/web/src, relative to it, tests and generated files left out. */
export function sourceFiles(dir = webSrc, { generated = false } = {}): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full)
      } else if (SOURCE.test(entry.name)) {
        const rel = path.relative(dir, full).split(path.sep).join('/')
        if (!TEST.test(rel) && (generated || !GENERATED.has(rel))) out.push(rel)
      }
    }
  }
  walk(dir)
  return out.sort()
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

function resolve(fromFile: string, specifier: string, dir: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = path.join(dir, 'payload.config')
  else if (specifier.startsWith('@/')) base = path.join(dir, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(path.join(dir, fromFile)), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return path.relative(dir, candidate).split(path.sep).join('/')
    }
  }
  // `./x.js` written for a `./x.ts` file
  const stripped = base.replace(/\.(m?js)$/, '')
  if (stripped !== base) return resolve(fromFile, path.relative(path.dirname(path.join(dir, fromFile)), stripped), dir)
  return null
}

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true
    const clause = node.exportClause
    return (
      !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
    )
  }
  const clause = node.importClause
  if (!clause) return false // `import './x'` runs the module
  if (clause.isTypeOnly) return true
  if (clause.name) return false
  const bindings = clause.namedBindings
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  )
}

/**
 * Every import of one file that lands on another file of apps/web/src (or of `dir`): run-time ones, or
 * with `types` all.
 */
export function importsOf(file: string, { types = false, dir = webSrc } = {}): Import[] {
  const text = readFileSync(path.join(dir, file), 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: Import[] = []
  const add = (specifier: string, node: ts.Node) => {
    const to = resolve(file, specifier, dir)
    if (to && to !== file) {
      found.push({ from: file, to, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 })
    }
  }
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && (types || !typeOnly(node))) add(node.moduleSpecifier.text, node)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, node)
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The room a file lives in: its first folder under src, or the file itself at the top. */
export const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file)

/** A storage module: `<folder>/storage.ts`, or any file of a `storage/` folder. */
export const isStorage = (file: string): boolean => /(^|\/)storage(\.ts|\/)/.test(file) && !file.startsWith('shell/')

export interface House {
  /** The folder read: apps/web/src, or a test's fixture. */
  dir: string
  files: string[]
  imports: Import[]
  /** folder -> folders it imports, with how many imports */
  arrows: Map<string, Map<string, number>>
}

/** The house of apps/web/src, or of another folder laid out like it (`dir`, a test's fixture). */
export function readHouse(dir = webSrc): House {
  const files = sourceFiles(dir)
  const imports = files.flatMap((file) => importsOf(file, { dir }))
  const arrows = new Map<string, Map<string, number>>()
  for (const { from, to } of imports) {
    const a = folderOf(from)
    const b = folderOf(to)
    if (a === b) continue
    const out = arrows.get(a) ?? new Map<string, number>()
    out.set(b, (out.get(b) ?? 0) + 1)
    arrows.set(a, out)
  }
  return { dir, files, imports, arrows }
}

/** Folder pairs that import each other both ways, each once, with the counts each way. */
export function mutualPairs(house: House): string[] {
  const pairs: string[] = []
  for (const [a, out] of house.arrows) {
    for (const [b, count] of out) {
      const back = house.arrows.get(b)?.get(a)
      if (back && a < b) pairs.push(`${a} <-> ${b} (${count} and ${back})`)
    }
  }
  return pairs.sort()
}

/** Strongly connected components of a graph (Tarjan), only those of more than one node. */
export function knots(graph: Map<string, Iterable<string>>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const result: string[][] = []
  const connect = (v: string) => {
    indices.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, indices.get(w) as number))
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop() as string
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) result.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!indices.has(v)) connect(v)
  return result
}

/**
 * Files that import each other in a loop, one loop per knot of the file graph. Here every import counts,
 * type-only ones and the generated route index too: a loop of files is one module in two places.
 */
export function fileLoops(dir = webSrc): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of sourceFiles(dir, { generated: true }).flatMap((file) =>
    importsOf(file, { types: true, dir }),
  )) {
    const out = graph.get(from) ?? new Set<string>()
    out.add(to)
    graph.set(from, out)
  }
  return knots(graph)
}

/** The folders' knots: folders that reach each other through imports. */
export function folderKnots(house: House): string[][] {
  return knots(new Map([...house.arrows].map(([a, out]) => [a, out.keys()])))
}

/**
 * Arrows that run back up: the fewest folder-to-folder arrows (each pair counted once) that must go for the
 * folders to stand on floors with every arrow pointing down, by Eades, Lin and Smyth's ordering (a close
 * bound, not always the least). Zero when the folders form no knot.
 */
export function arrowsBackUp(house: House): number {
  const nodes = new Set<string>(house.arrows.keys())
  for (const out of house.arrows.values()) for (const b of out.keys()) nodes.add(b)
  const outs = new Map<string, Set<string>>()
  const ins = new Map<string, Set<string>>()
  for (const n of nodes) {
    outs.set(n, new Set())
    ins.set(n, new Set())
  }
  for (const [a, out] of house.arrows) {
    for (const b of out.keys()) {
      outs.get(a)?.add(b)
      ins.get(b)?.add(a)
    }
  }
  const left = new Set(nodes)
  const head: string[] = []
  const tail: string[] = []
  const remove = (n: string) => {
    left.delete(n)
    for (const b of outs.get(n) ?? []) ins.get(b)?.delete(n)
    for (const a of ins.get(n) ?? []) outs.get(a)?.delete(n)
  }
  while (left.size > 0) {
    let moved = true
    while (moved) {
      moved = false
      for (const n of [...left]) {
        if ((outs.get(n)?.size ?? 0) === 0) {
          tail.unshift(n)
          remove(n)
          moved = true
        } else if ((ins.get(n)?.size ?? 0) === 0) {
          head.push(n)
          remove(n)
          moved = true
        }
      }
    }
    if (left.size === 0) break
    const best = [...left].sort(
      (x, y) =>
        (outs.get(y)?.size ?? 0) - (ins.get(y)?.size ?? 0) - ((outs.get(x)?.size ?? 0) - (ins.get(x)?.size ?? 0)) ||
        x.localeCompare(y),
    )[0] as string
    head.push(best)
    remove(best)
  }
  const order = new Map([...head, ...tail].map((n, i) => [n, i]))
  let back = 0
  for (const [a, out] of house.arrows) for (const b of out.keys()) if ((order.get(b) ?? 0) < (order.get(a) ?? 0)) back++
  return back
}

/** Imports of a storage module from a file outside its folder. */
export function foreignStorageImports(house: House): string[] {
  return house.imports
    .filter(({ from, to }) => isStorage(to) && folderOf(from) !== folderOf(to))
    .map(({ from, to, line }) => `${from}:${line} imports ${to}`)
}

/** Folders whose files may call Payload's Local API or run SQL: storage modules, and the database's own code. */
const DATA_ROOMS = ['db/', 'migrations/', 'seed/', 'collections/']
const LOCAL_API = /\.\s*(find|findByID|findDistinct|create|update|delete|count|duplicate)\(\s*\{\s*collection\s*:/g
const LOCAL_API_GLOBAL = /\.\s*(findGlobal|updateGlobal)\(\s*\{\s*slug\s*:/g
const SQL =
  /\bimport\s*\{[^}]*\b(sqlRows|sqlBatch)\b[^}]*\}\s*from\s*['"][^'"]*db\/sql['"]|\.db\.(drizzle|execute|pool|client)\b/g

/** Local API and SQL calls outside storage modules and the database's own folders. */
export function dataCallsOutsideStorage(house: House): string[] {
  const found: string[] = []
  for (const file of house.files) {
    if (isStorage(file) || DATA_ROOMS.some((room) => file.startsWith(room))) continue
    const text = readFileSync(path.join(house.dir, file), 'utf8')
    for (const pattern of [LOCAL_API, LOCAL_API_GLOBAL, SQL]) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length
        found.push(`${file}:${line} ${match[0].replace(/\s+/g, ' ').slice(0, 60)}`)
      }
    }
  }
  return found
}

function main() {
  const house = readHouse()
  const arrows = [...house.arrows.values()].reduce((sum, out) => sum + out.size, 0)
  const folders = new Set(house.files.map(folderOf))
  const largest = folderKnots(house).sort((a, b) => b.length - a.length)[0] ?? []
  const section = (title: string, lines: string[]) => {
    console.log(`\n${title}: ${lines.length}`)
    for (const line of lines) console.log(`  ${line}`)
  }
  console.log(`apps/web/src: ${house.files.length} files in ${folders.size} rooms, ${arrows} arrows between rooms`)
  console.log(`arrows back up: ${arrowsBackUp(house)}`)
  console.log(`largest knot of rooms: ${largest.length}${largest.length ? ` (${largest.join(', ')})` : ''}`)
  section('rooms that import each other both ways', mutualPairs(house))
  section(
    'files that import each other in a loop',
    fileLoops().map((loop) => loop.join(' <-> ')),
  )
  section("imports of another room's storage", foreignStorageImports(house))
  section('Local API or SQL calls outside storage', dataCallsOutsideStorage(house))
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main()
