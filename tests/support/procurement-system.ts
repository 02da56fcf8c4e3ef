import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A procurement system for tests, as an OCI catalog sees one: a page whose form opens the shop's OCI
 * entry with USERNAME, PASSWORD, Bolag and the standard OCI fields (HOOK_URL pointing back here), and
 * the receiver at that HOOK_URL, which keeps every form posted to it in the order its fields came.
 * It runs inside the test process on 127.0.0.1 and a free port; the browser reaches it like any site.
 */

export interface ReceivedPost {
  /** The form's fields in posted order (OCI numbers them per line: NEW_ITEM-VENDORMAT[1]…). */
  fields: Array<[name: string, value: string]>
  contentType: string
  receivedAt: Date
}

/**
 * `framed`: the page shows the catalog inside itself, as Coupa, Jaggaer and SAP Ariba do: the form opens
 * the entry in the page's iframe `catalog`, and the cart comes back to the whole page (`~TARGET=_top`).
 */
export interface PageOptions {
  withoutHook?: boolean
  method?: 'get' | 'post'
  framed?: boolean
}

export interface ProcurementSystem {
  url: string
  /** The callback the shop posts the cart to. */
  hookUrl: string
  /**
   * The procurement page that opens `entryUrl` (the shop's /punchout/oci): a POST form, or a GET one
   * when asked; without a HOOK_URL when asked.
   */
  pageUrl(entryUrl: string, options?: PageOptions): string
  received: ReceivedPost[]
  /** The first post received at or after `since`; rejects after `timeoutMs`. */
  waitForPost(since: Date, timeoutMs?: number): Promise<ReceivedPost>
  close(): Promise<void>
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

function procurementPage(entryUrl: string, hookUrl: string | null, method: string, framed: boolean): string {
  const hidden = [
    ...(hookUrl ? [['HOOK_URL', hookUrl]] : []),
    ['~TARGET', '_top'],
    ['~OkCode', 'ADDI'],
    ['~CALLER', 'CTLG'],
  ]
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Inköpssystem (test)</title></head>
<body><main>
<h1>Inköpssystem (test)</h1>
<form method="${method === 'get' ? 'get' : 'post'}" action="${escapeHtml(entryUrl)}" accept-charset="UTF-8"${framed ? ' target="catalog"' : ''}>
  <label>Användarnamn <input name="USERNAME" autocomplete="off"></label>
  <label>Lösenord <input name="PASSWORD" type="password"></label>
  <label>Bolag <input name="Bolag"></label>
  ${hidden.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name as string)}" value="${escapeHtml(value as string)}">`).join('\n  ')}
  <button type="submit">Öppna leverantörens katalog</button>
</form>
${framed ? '<iframe name="catalog" title="Leverantörens katalog" style="width:100%;height:900px"></iframe>' : ''}
</main></body></html>`
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export async function startProcurementSystem(): Promise<ProcurementSystem> {
  const received: ReceivedPost[] = []
  const waiting = new Set<() => void>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/') {
      const entry = url.searchParams.get('entry') ?? ''
      const hook = url.searchParams.get('hook') === '0' ? null : `${base}/hook`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const framed = url.searchParams.get('framed') === '1'
      response.end(procurementPage(entry, hook, url.searchParams.get('method') ?? 'post', framed))
      return
    }
    if (request.method === 'POST' && url.pathname === '/hook') {
      const body = await readBody(request)
      received.push({
        fields: [...new URLSearchParams(body).entries()],
        contentType: request.headers['content-type'] ?? '',
        receivedAt: new Date(),
      })
      for (const wake of waiting) wake()
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        '<!doctype html><html lang="sv"><head><title>Mottaget</title></head><body><main><h1>Varukorgen togs emot</h1></main></body></html>',
      )
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const firstSince = (since: Date) => received.find((post) => post.receivedAt.getTime() >= since.getTime())
  return {
    url: base,
    hookUrl: `${base}/hook`,
    pageUrl: (entryUrl, options = {}) =>
      `${base}/?${new URLSearchParams({
        entry: entryUrl,
        ...(options.withoutHook ? { hook: '0' } : {}),
        ...(options.method ? { method: options.method } : {}),
        ...(options.framed ? { framed: '1' } : {}),
      })}`,
    received,
    waitForPost(since, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const found = firstSince(since)
        if (found) return resolve(found)
        const wake = () => {
          const post = firstSince(since)
          if (!post) return
          waiting.delete(wake)
          clearTimeout(timer)
          resolve(post)
        }
        const timer = setTimeout(() => {
          waiting.delete(wake)
          reject(new Error('the procurement system received no cart'))
        }, timeoutMs)
        waiting.add(wake)
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
