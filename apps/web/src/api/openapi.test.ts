import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HTTP_METHODS, isRouteHandler, openApiDocument } from './openapi'
import { ROUTE_INDEX } from './route-index'

const apiDir = path.resolve(import.meta.dirname, '../app/api')

/** Every route file on disk, as its URL path (`[id]` → `{id}`). */
function routePaths(dir = apiDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routePaths(full)
    if (entry.name !== 'route.ts') return []
    const segments = path.relative(path.dirname(apiDir), dir).split(path.sep)
    return [`/${segments.map((s) => s.replace(/^\[(?:\.\.\.)?(.+)\]$/, '{$1}')).join('/')}`]
  })
}

const document = openApiDocument(ROUTE_INDEX)

describe('the API document (/api/openapi.json)', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0')
  })

  it("indexes every route file under app/api but the document's own, which reads the index", () => {
    expect([...ROUTE_INDEX.map((r) => r.path), '/api/openapi.json'].sort()).toEqual(routePaths().sort())
  })

  it('lists every method of every route, each declared through the one route helper', () => {
    const missing: string[] = []
    for (const { path: url, module } of ROUTE_INDEX) {
      const methods = HTTP_METHODS.filter((method) => method in module)
      expect(methods.length, `${url} exports no handler`).toBeGreaterThan(0)
      for (const method of methods) {
        if (!isRouteHandler(module[method])) missing.push(`${method} ${url} does not use route() from api/route.ts`)
        else if (!document.paths[url]?.[method.toLowerCase()]) missing.push(`${method} ${url} is not in the document`)
      }
    }
    expect(missing).toEqual([])
  })

  it('describes parameters and bodies from the routes’ zod schemas', () => {
    const getCart = document.paths['/api/cart/v2/cart/{id}']?.get as { parameters: Array<{ name: string; in: string }> }
    expect(getCart.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }))
    const search = document.paths['/api/order/orders/search']?.get as { parameters: Array<{ name: string }> }
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['fromDate', 'toDate', 'limit']))
    const add = document.paths['/api/cart/v2/cart/{id}/variants/batch/add']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    }
    expect(Object.keys(add.requestBody.content['application/json']?.schema.properties ?? {})).toContain('items')
  })
})
