import { z } from '@shop/schemas'
import type { RouteHandler, Schema } from './route'

/**
 * The OpenAPI 3.1 document of the platform's API, built from the routes' own declarations (api/route.ts),
 * so it cannot drift from what the routes accept. Served at /api/openapi.json for integrators of the
 * API and of punch-out. Schemas are zod 4's JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what
 * a caller sends, so defaults and coercions show as the caller sees them.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** A route file: its URL path with `{param}` segments, and its module's exports. */
export interface RouteModule {
  path: string
  module: Record<string, unknown>
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] }

function jsonSchema(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

function parameters(schema: Schema | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return []
  const object = jsonSchema(schema)
  const required = new Set(object.required ?? [])
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }))
}

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
})

export const isRouteHandler = (value: unknown): value is RouteHandler =>
  typeof value === 'function' && typeof (value as Partial<RouteHandler>).contract === 'object'

function operation(path: string, handler: RouteHandler) {
  const spec = handler.contract
  const needsLogin = spec.access !== 'static' && spec.access !== 'anonymous'
  const status = String(spec.status ?? 200)
  const success =
    status === '204'
      ? { description: 'Inget innehåll.' }
      : {
          description: 'OK',
          content: { 'application/json': { schema: spec.response ? jsonSchema(spec.response) : {} } },
        }
  const responses: Record<string, unknown> = { [status]: success }
  if (spec.query || spec.body || spec.form || spec.headers) responses['400'] = errorResponse('Felaktig indata.')
  if (needsLogin) {
    responses['401'] = errorResponse('Ingen giltig inloggning.')
    responses['403'] = errorResponse('Rollen eller kundens behörigheter räcker inte.')
  }
  if (spec.params) responses['404'] = errorResponse('Finns inte, eller är inte synlig för den som frågar.')
  responses.default = errorResponse('Annat fel, med felnyckel och svensk text.')
  const requestBody = spec.body
    ? {
        required: !accepts(spec.body, undefined),
        content: { [spec.bodyType ?? 'application/json']: { schema: jsonSchema(spec.body) } },
      }
    : spec.form
      ? { required: true, content: { 'multipart/form-data': { schema: jsonSchema(spec.form) } } }
      : undefined
  const access = typeof spec.access === 'object' ? spec.access : null
  return {
    summary: spec.summary,
    tags: [path.split('/')[2] ?? 'api'],
    ...(access?.role || access?.allow
      ? {
          description: [
            access.role ? `Kräver minst rollen ${access.role}.` : '',
            access.allow ? `Nekas när kunden har ${access.allow}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        }
      : {}),
    security: needsLogin ? [{ bearer: [] }, { session: [] }] : [],
    parameters: [
      ...parameters(spec.params, 'path'),
      ...parameters(spec.query, 'query'),
      ...parameters(spec.headers, 'header'),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses,
  }
}

export function openApiDocument(routes: readonly RouteModule[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { path, module } of routes) {
    for (const method of HTTP_METHODS) {
      const handler = module[method]
      if (!isRouteHandler(handler)) continue
      paths[path] ??= {}
      ;(paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation(path, handler)
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'B2B-butikens API',
      version: '1',
      description:
        'Tjänsterna i specifikationens avsnitt 7. Fel svarar `{ error, message, issues? }`: en felnyckel ur avsnitt 8 och en svensk text.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'AccessToken från POST /api/auth/v2/sessions.' },
        session: { type: 'apiKey', in: 'cookie', name: 'shop_at', description: 'Webbläsarens inloggning.' },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: 'Felnyckel, t.ex. errors.not_found.' },
            message: { type: 'string', description: 'Svensk text att visa.' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  }
}
