import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local stand-in for Contentful: answers with recorded responses from ./fixtures. */

export interface RecordedRequest {
  method: string
  path: string
  search: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
  at: number
}

export interface Reply {
  status?: number
  headers?: Record<string, string | undefined>
  body?: unknown
  /** Answer only after this many ms (timeouts). */
  delayMs?: number
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface LocalContentful {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

export const SPACE = 'nb7x2k9q1m3p'
export const TOKEN = 'cda-token-test'
export const GRAPHQL_PATH = `/content/v1/spaces/${SPACE}/environments/master`
export const ENTRIES_PATH = `/spaces/${SPACE}/environments/master/entries`
export const ASSET_KEYS_PATH = `/spaces/${SPACE}/environments/master/asset_keys`

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}

/** Name of the GraphQL operation in a recorded request (`query getFrontPage(...)`). */
export function operationName(request: RecordedRequest): string | undefined {
  const query = (request.body as { query?: string } | null)?.query ?? ''
  return query.match(/query\s+(\w+)/)?.[1]
}

export async function startLocalContentful(handler: Handler): Promise<LocalContentful> {
  const requests: RecordedRequest[] = []
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : null,
      at: Date.now(),
    }
    requests.push(recorded)
    const reply = await handler(recorded)
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    if (res.destroyed) return
    res.writeHead(reply.status ?? 200, {
      'Content-Type': 'application/json',
      'X-Contentful-Request-Id': `req-${requests.length}`,
      ...Object.fromEntries(Object.entries(reply.headers ?? {}).filter(([, v]) => v !== undefined)),
    })
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
