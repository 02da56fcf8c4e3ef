/**
 * Each instance's own copies of the cache entries it has from Redis (issue 17, several instances). Without
 * them every answer of a cached page read its entry from Redis and decoded it (the HTML, the RSC payload and
 * each segment prefetch, base64 in JSON): 3–5 times the CPU of a page kept in memory (docs/benchmarks.md).
 *
 * A copy is answered only while it is fresh and none of its tags has been expired since it was made, by
 * this instance or another: every expiry writes the tag's time into Redis's hash of expired tags before the
 * shared handler deletes the tagged entries, and every answer from a copy first reads the times of its tags
 * from that hash (one small HMGET instead of the entry). The shared handler checks the same hash, so a tag
 * expired anywhere hides the entry everywhere. A copy past its revalidate time is not answered either: Redis
 * may hold the page another instance has rendered since. Without Redis nothing is answered from a copy,
 * since none can be checked.
 *
 * Plain JavaScript: Next loads cache-handler.mjs, which uses this, outside the app's bundle.
 */

/** Roughly what an entry holds in memory: its HTML (two bytes a character at most), payloads and data. */
export function sizeOf(entry) {
  const value = entry?.value
  let bytes = 256
  if (!value) return bytes
  if (typeof value.html === 'string') bytes += value.html.length * 2
  if (value.rscData) bytes += value.rscData.length
  if (value.segmentData) for (const segment of value.segmentData.values()) bytes += segment.length
  if (value.body) bytes += value.body.length
  if (value.kind === 'FETCH') bytes += value.data?.body?.length ?? 1024
  return bytes
}

/**
 * `shared` wrapped with copies kept in this process, at most `limitBytes` of them (least recently answered
 * dropped first). `client` is the Redis client `shared` uses, `expiredTagsKey` the hash of tags' expiry
 * times (ms) that `shared` reads. `now` is for tests.
 */
export function withLocalCopies(shared, { client, expiredTagsKey, limitBytes, timeoutMs, now = Date.now }) {
  /** @type {Map<string, { entry: any, bytes: number }>} */
  const copies = new Map()
  let held = 0

  const forget = (key) => {
    const copy = copies.get(key)
    if (!copy) return
    copies.delete(key)
    held -= copy.bytes
  }
  const keep = (key, entry) => {
    forget(key)
    const bytes = sizeOf(entry)
    if (bytes > limitBytes) return
    copies.set(key, { entry, bytes })
    held += bytes
    for (const [oldest, copy] of copies) {
      if (held <= limitBytes) break
      copies.delete(oldest)
      held -= copy.bytes
    }
  }
  const redis = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs))

  /** Whether the copy may be answered: fresh by its revalidate time, and no tag of it expired since. */
  async function stillGood(entry, implicitTags) {
    // Not waiting out a timeout per answer while Redis is away: the shared handler then misses at once too.
    if (!client.isReady) return false
    const staleAt = entry.lifespan?.staleAt
    if (typeof staleAt === 'number' && staleAt * 1000 <= now()) return false
    const tags = [...new Set([...(entry.tags ?? []), ...implicitTags])]
    if (tags.length === 0) return true
    const expired = await redis().hmGet(expiredTagsKey, tags)
    return expired.every((time) => !time || Number.parseInt(time, 10) <= entry.lastModified)
  }

  return {
    name: 'local-copies',
    get size() {
      return copies.size
    },
    get bytes() {
      return held
    },
    async get(key, meta) {
      const copy = copies.get(key)
      if (copy) {
        if (await stillGood(copy.entry, meta?.implicitTags ?? [])) {
          copies.delete(key)
          copies.set(key, copy)
          return copy.entry
        }
        forget(key)
      }
      const entry = await shared.get(key, meta)
      if (entry) keep(key, entry)
      return entry
    },
    async set(key, entry, ctx) {
      // The copy is kept once Redis has the entry: a copy of something Redis never got would outlive
      // every other instance's view of the page. A write only if none is there may not have been made.
      forget(key)
      await shared.set(key, entry, ctx)
      if (!ctx?.setOnlyIfNotExists) keep(key, entry)
    },
    async revalidateTag(tag) {
      for (const [key, copy] of copies) if (copy.entry.tags?.includes(tag)) forget(key)
      // The time first, then the deletion: an instance reading the old entry in between sees the time.
      await redis().hSet(expiredTagsKey, tag, String(now()))
      await shared.revalidateTag(tag)
    },
    async delete(key) {
      forget(key)
      await shared.delete?.(key)
    },
    async prepare() {
      await shared.prepare?.()
    },
  }
}
