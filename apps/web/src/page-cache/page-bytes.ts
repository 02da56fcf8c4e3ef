import { ServerResponse } from 'node:http'

/**
 * A cached page's HTML, encoded once (issue 17). Next answers a page from its cache with
 * `res.end(html)`, the HTML a string, and Node then encodes that string to UTF-8 on every answer: the
 * header and the body are joined into one string, flattened and transcoded (a Swedish page is a
 * two-byte string as soon as it holds one "–"). For the 97 kB front page that was 0.2 ms of CPU an
 * answer, more than Next's own work for it; a Buffer goes to the socket as it is
 * (docs/benchmarks.md, "The bytes of a cached page").
 *
 * So `end` with a string a page long is given the string's bytes, from a memo keyed by the string
 * itself: Next hands out the same string object for every answer from its in-memory cache, and a Map
 * finds a string that long by its length and identity without reading it (an equal copy, as from
 * Redis, is compared once). `Buffer.byteLength`, which Next asks for the Content-Length just before,
 * answers from the same memo (counting a 271 kB category page's bytes took 0.12 ms). Shorter strings,
 * other encodings and every streamed answer are untouched; a string the memo does not know is counted
 * as before, and only `end` adds to it, so nothing but answers' bodies is kept.
 */

/** Shorter strings are not page bodies (and V8 hashes them by content, which costs a read). */
export const PAGE_BODY_MIN_CHARS = 16 * 1024

const UTF8 = new Set([undefined, 'utf8', 'utf-8', 'UTF-8', 'UTF8'])

/** Whether a value is a string long enough to be a page, to be encoded as UTF-8. */
const isPageBody = (value: unknown, encoding: unknown): value is string =>
  typeof value === 'string' && value.length >= PAGE_BODY_MIN_CHARS && UTF8.has(encoding as string | undefined)

/** Page bodies and their UTF-8 bytes, the least recently sent dropped first beyond `limitBytes`. */
export class EncodedPages {
  private readonly entries = new Map<string, Buffer>()
  private held = 0

  constructor(private readonly limitBytes: number) {}

  /** What the memo holds, as `costOf` counts it. */
  get bytes(): number {
    return this.held
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes of a page the memo holds, or undefined; changes nothing. */
  known(body: string): Buffer | undefined {
    return this.entries.get(body)
  }

  bytesOf(body: string): Buffer {
    const known = this.entries.get(body)
    if (known) {
      // Most recently sent last, so the front page is never the one dropped.
      this.entries.delete(body)
      this.entries.set(body, known)
      return known
    }
    const encoded = Buffer.from(body, 'utf8')
    const cost = costOf(body, encoded)
    if (cost > this.limitBytes) return encoded
    this.entries.set(body, encoded)
    this.held += cost
    for (const [oldest, bytes] of this.entries) {
      if (this.held <= this.limitBytes) break
      this.entries.delete(oldest)
      this.held -= costOf(oldest, bytes)
    }
    return encoded
  }
}

/**
 * The bytes, and the string at a byte a character: in memory Next holds the same string anyway, and one
 * from Redis holds no more than that unless it has a character beyond Latin-1.
 */
const costOf = (body: string, encoded: Buffer) => body.length + encoded.length

type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

/**
 * Every HTTP answer of this process whose whole body is a string a page long goes out as that string's
 * bytes from `pages`, and its length is counted from them. Answers the function that undoes it (tests).
 */
export function sendPagesAsBytes(pages: EncodedPages): () => void {
  const end = ServerResponse.prototype.end as End
  const byteLength = Buffer.byteLength
  const endWithBytes: End = function (chunk, encoding, callback) {
    // `end(chunk, callback)` passes the callback second.
    const named = typeof encoding === 'function' ? undefined : encoding
    return end.call(this, isPageBody(chunk, named) ? pages.bytesOf(chunk) : chunk, encoding, callback)
  }
  const countFromMemo = ((value: string, encoding?: BufferEncoding) =>
    (isPageBody(value, encoding) ? pages.known(value)?.length : undefined) ??
    byteLength(value, encoding)) as typeof Buffer.byteLength
  ServerResponse.prototype.end = endWithBytes as typeof ServerResponse.prototype.end
  Buffer.byteLength = countFromMemo
  return () => {
    ServerResponse.prototype.end = end as typeof ServerResponse.prototype.end
    Buffer.byteLength = byteLength
  }
}
