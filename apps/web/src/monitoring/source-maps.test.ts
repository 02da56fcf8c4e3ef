import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeSourceMapsPrivate, withoutSourceMapComment } from './source-maps'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('private source maps', () => {
  it('drops the trailing source-map comment of a script or stylesheet, naming its map, and nothing else', () => {
    expect(withoutSourceMapComment('a();\n//# sourceMappingURL=x1.js.map')).toEqual({ text: 'a();', map: 'x1.js.map' })
    expect(withoutSourceMapComment('a{}\n/*# sourceMappingURL=a.css.map */\n')).toEqual({
      text: 'a{}',
      map: 'a.css.map',
    })
    const code = 'const s = "//# sourceMappingURL=x";\nb()'
    expect(withoutSourceMapComment(code)).toEqual({ text: code, map: null })
  })

  it('moves every map out of the served folder and strips the comments pointing at them', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'maps-'))
    const chunks = path.join(dir, 'static', 'chunks')
    await mkdir(chunks, { recursive: true })
    await writeFile(path.join(chunks, 'a.js'), 'a();\n//# sourceMappingURL=m1.js.map')
    await writeFile(path.join(chunks, 'm1.js.map'), '{"version":3}')
    await writeFile(path.join(chunks, 'b.js'), 'b();')

    expect(await makeSourceMapsPrivate(dir)).toEqual({ moved: 1, stripped: 1 })
    expect((await readdir(chunks)).sort()).toEqual(['a.js', 'b.js'])
    expect(await readFile(path.join(chunks, 'a.js'), 'utf8')).toBe('a();')
    expect(await readFile(path.join(dir, 'source-maps', 'chunks', 'm1.js.map'), 'utf8')).toBe('{"version":3}')
    const manifest = JSON.parse(await readFile(path.join(dir, 'source-maps', 'manifest.json'), 'utf8'))
    expect(manifest).toEqual({ 'chunks/a.js': 'chunks/m1.js.map' })
  })
})
