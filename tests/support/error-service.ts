import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib'

/**
 * A local error-reporting service for tests, speaking Sentry's envelope protocol
 * (https://develop.sentry.dev/sdk/data-model/envelopes/): `POST /api/<project>/envelope/`, a header line,
 * then items, each a header line and a payload (exactly `length` bytes when the header says so). The
 * shop's SDKs report to it through an ordinary DSN, `http://<key>@127.0.0.1:<port>/<project>`. It keeps
 * what it received; replay recordings (`{"segment_id":…}` then rrweb events, deflated by the browser)
 * are unpacked so a test can read them.
 */

export interface EnvelopeItem {
  type: string
  header: Record<string, unknown>
  /** JSON items parsed; a replay recording as `{ segment, events }`; anything else as text. */
  payload: unknown
}

export interface ReceivedEnvelope {
  header: Record<string, unknown>
  items: EnvelopeItem[]
  /** The DSN's public key, from the `sentry_key` query (browsers) or the X-Sentry-Auth header (servers). */
  key: string | null
  receivedAt: Date
}

function readLine(body: Buffer, at: number): [string, number] {
  const end = body.indexOf(0x0a, at)
  return end === -1
    ? [body.subarray(at).toString('utf8'), body.length]
    : [body.subarray(at, end).toString('utf8'), end + 1]
}

function unpack(data: Buffer): string {
  for (const inflate of [inflateSync, inflateRawSync, gunzipSync]) {
    try {
      return inflate(data).toString('utf8')
    } catch {}
  }
  return data.toString('utf8')
}

function readPayload(type: string, data: Buffer): unknown {
  if (type === 'replay_recording') {
    const [segment, rest] = readLine(data, 0)
    return { segment: JSON.parse(segment), events: JSON.parse(unpack(data.subarray(rest))) }
  }
  const text = data.toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Parses one envelope, as the service does. */
export function parseEnvelope(raw: Buffer): Omit<ReceivedEnvelope, 'key' | 'receivedAt'> {
  let [line, at] = readLine(raw, 0)
  const header = JSON.parse(line) as Record<string, unknown>
  const items: EnvelopeItem[] = []
  while (at < raw.length) {
    ;[line, at] = readLine(raw, at)
    if (!line.trim()) continue
    const itemHeader = JSON.parse(line) as Record<string, unknown>
    const type = String(itemHeader.type)
    let data: Buffer
    if (typeof itemHeader.length === 'number') {
      data = raw.subarray(at, at + itemHeader.length)
      at += itemHeader.length
      if (raw[at] === 0x0a) at++
    } else {
      ;[line, at] = readLine(raw, at)
      data = Buffer.from(line, 'utf8')
    }
    items.push({ type, header: itemHeader, payload: readPayload(type, data) })
  }
  return { header, items }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
}

function keyOf(request: IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('sentry_key')
  if (fromQuery) return fromQuery
  const auth = request.headers['x-sentry-auth']
  return (typeof auth === 'string' && /sentry_key=([^,\s]+)/.exec(auth)?.[1]) || null
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
}

export interface ErrorService {
  port: number
  dsn: string
  received: ReceivedEnvelope[]
  /** Also answers `GET /envelopes?since=<ISO time>` with what it received, for tests in another process. */
  close(): Promise<void>
}

export async function startErrorService(port = 0, host = '127.0.0.1'): Promise<ErrorService> {
  const received: ReceivedEnvelope[] = []
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end()
    if (request.method === 'GET' && url.pathname === '/envelopes') {
      const since = url.searchParams.get('since')
      const after = since ? new Date(since).getTime() : 0
      const found = received.filter((envelope) => envelope.receivedAt.getTime() >= after)
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
    }
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
      return void response.writeHead(404, CORS).end()
    }
    try {
      const envelope = parseEnvelope(await bodyOf(request))
      received.push({ ...envelope, key: keyOf(request, url), receivedAt: new Date() })
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{}')
    } catch (error) {
      response.writeHead(400, CORS).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const bound = (server.address() as AddressInfo).port
  return {
    port: bound,
    dsn: `http://public@${host}:${bound}/1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
