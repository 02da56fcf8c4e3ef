import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EncodedPages, PAGE_BODY_MIN_CHARS, sendPagesAsBytes } from './page-bytes'

/** A page as Next keeps it: Swedish text with a dash, so a two-byte string, longer than the threshold. */
const page = (mark: string) =>
  `<!DOCTYPE html><html lang="sv"><body><h1>Järnhandel – ${mark}</h1>${'<p>Skruv, spik och beslag.</p>'.repeat(700)}</body></html>`

describe('EncodedPages', () => {
  it('answers the UTF-8 bytes of a page, the same Buffer for the same page', () => {
    const pages = new EncodedPages(10_000_000)
    const html = page('a')
    const bytes = pages.bytesOf(html)
    expect(bytes.toString('utf8')).toBe(html)
    expect(bytes.length).toBe(Buffer.byteLength(html))
    expect(pages.bytesOf(html)).toBe(bytes)
    // An equal string made apart (as a page read from Redis is) finds the same entry.
    expect(pages.bytesOf(page('a'))).toBe(bytes)
    expect(pages.size).toBe(1)
  })

  it('keeps within its limit, dropping the page sent longest ago', () => {
    const one = page('ett')
    const cost = one.length + Buffer.byteLength(one)
    const pages = new EncodedPages(cost * 2 + 10)
    const first = pages.bytesOf(one)
    const second = pages.bytesOf(page('två'))
    pages.bytesOf(one) // sent again: now the most recent
    pages.bytesOf(page('tre'))
    expect(pages.size).toBe(2)
    expect(pages.bytes).toBeLessThanOrEqual(cost * 2 + 10)
    expect(pages.bytesOf(one)).toBe(first)
    expect(pages.bytesOf(page('två'))).not.toBe(second)
  })

  it('encodes a page larger than the whole limit without keeping it', () => {
    const pages = new EncodedPages(1000)
    const html = page('stor')
    expect(pages.bytesOf(html).toString('utf8')).toBe(html)
    expect(pages.size).toBe(0)
    expect(pages.bytes).toBe(0)
  })
})

describe('sendPagesAsBytes', () => {
  let undo: (() => void) | undefined
  let server: http.Server | undefined
  afterEach(async () => {
    undo?.()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** A real server answering each path with `end(...)` as Next and others call it. */
  async function serve(pages: EncodedPages) {
    undo = sendPagesAsBytes(pages)
    let callbackRan = false
    server = http.createServer((request, response) => {
      const html = page(request.url ?? '')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (request.url === '/sida') {
        response.setHeader('Content-Length', Buffer.byteLength(html))
        response.end(html)
      } else if (request.url === '/latin1') {
        const text = 'å'.repeat(PAGE_BODY_MIN_CHARS)
        response.end(text, 'latin1')
      } else if (request.url === '/callback') {
        response.end(html, () => {
          callbackRan = true
        })
      } else if (request.url === '/kort') {
        response.end('Järnhandel – kort')
      } else {
        response.end()
      }
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = async (path: string, method = 'GET') => {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method })
      return { status: answer.status, length: answer.headers.get('content-length'), body: await answer.text() }
    }
    return { get, callbackRan: () => callbackRan }
  }

  it('sends a page-long string as its bytes, the same answer as before, and keeps them', async () => {
    const pages = new EncodedPages(10_000_000)
    const { get } = await serve(pages)
    for (let i = 0; i < 2; i++) {
      const answer = await get('/sida')
      expect(answer.body).toBe(page('/sida'))
      expect(Number(answer.length)).toBe(Buffer.byteLength(page('/sida')))
    }
    expect(pages.size).toBe(1)
    expect((await get('/sida', 'HEAD')).body).toBe('')
  })

  it('leaves other encodings, short strings and empty answers alone, and still calls back', async () => {
    const pages = new EncodedPages(10_000_000)
    const { get, callbackRan } = await serve(pages)
    // Sent as latin1, as asked: one byte a character, which UTF-8 would not give.
    expect(Number((await get('/latin1')).length)).toBe(PAGE_BODY_MIN_CHARS)
    expect((await get('/kort')).body).toBe('Järnhandel – kort')
    expect((await get('/tom')).body).toBe('')
    expect((await get('/callback')).body).toBe(page('/callback'))
    expect(callbackRan()).toBe(true)
    expect(pages.size).toBe(1)
  })

  it('counts a page it has sent from its bytes, and any other string as before without keeping it', async () => {
    const pages = new EncodedPages(10_000_000)
    const { get } = await serve(pages)
    await get('/sida')
    const known = vi.spyOn(pages, 'known')
    const sent = page('/sida')
    expect(Buffer.byteLength(sent)).toBe(Buffer.from(sent).length)
    expect(known).toHaveLastReturnedWith(expect.any(Buffer))
    const other = page('annan')
    expect(Buffer.byteLength(other)).toBe(Buffer.from(other).length)
    expect(Buffer.byteLength(other, 'latin1')).toBe(other.length)
    expect(Buffer.byteLength('Järnhandel – kort')).toBe(20)
    expect(pages.size).toBe(1)
  })
})
