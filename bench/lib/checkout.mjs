/**
 * Buyers who check out over HTTP as a client would, and the race for a few units of stock: shared by
 * the checkout benchmark (checkout/run.mjs) and the several-instance tests (tests/servers). A buyer
 * talks to one of `ports` (buyer i to ports[i % n]: a race spread over several instances addressed
 * directly, or one port, a single server's or a balancer's). Database fixtures are plain SQL next to
 * the servers (server.mjs's openDb).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { benchDir, childEnv, config, log, quantile, repoRoot, request, resultsDir, runTsx, stamp } from './server.mjs'

export const brand = JSON.parse(readFileSync(path.join(repoRoot, 'tenants/nordbygg/brand.json'), 'utf8'))
export const HOST = 'nordbygg.localhost'
export const CART = '/api/cart/v2/cart/current'
/** Checkout requires someone to call for a delivery to an address (DBI), as the delivery form does. */
const CONTACT = { contactName: 'Bänkköpare', contactPhone: '070-123 45 67' }
/** Tokens live 15 minutes; log in again well before. */
const TOKEN_MAX_AGE_MS = 10 * 60 * 1000

/** Runs `work` over `items`, at most `limit` at a time, answers in the items' order. */
export async function pool(items, limit, work) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export const parse = (body) => {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

export function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`)
}

/**
 * `count` buyers written straight into the database of `config.databaseUrl` (checkout/buyers.ts), as
 * a Buyers on `ports`.
 */
export async function makeBuyers(count, { ports = [config.port], connections = 20 } = {}) {
  const file = path.join(resultsDir, `buyers-${stamp()}-${process.pid}.json`)
  const started = Date.now()
  await runTsx(path.join(benchDir, 'checkout/buyers.ts'), [], {
    env: childEnv({ BENCH_BUYERS: String(count), BENCH_BUYERS_OUT: file }),
  })
  const made = JSON.parse(readFileSync(file, 'utf8'))
  log(`${made.emails.length} buyers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return new Buyers(made.emails, made.password, { ports, connections })
}

export class Buyers {
  constructor(emails, password, { ports = [config.port], connections = 20 } = {}) {
    this.emails = emails
    this.password = password
    this.ports = ports
    this.connections = connections
    this.tokens = []
    this.loggedInAt = 0
  }

  /** The port buyer i talks to. */
  portOf(i) {
    return this.ports[i % this.ports.length]
  }

  async logIn() {
    const started = Date.now()
    this.tokens = await pool(this.emails, 4, async (email, i) => {
      const res = await request({
        port: this.portOf(i),
        method: 'POST',
        host: HOST,
        path: '/api/auth/v2/sessions',
        body: { email, logonPassword: this.password },
      })
      const token = parse(res.body)?.AuthenticationResult?.AccessToken
      if (res.status !== 200 || !token) throw new Error(`login ${email}: ${res.status} ${res.body.slice(0, 300)}`)
      return token
    })
    this.loggedInAt = Date.now()
    log(`${this.emails.length} buyers logged in in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }

  async fresh() {
    if (Date.now() - this.loggedInAt > TOKEN_MAX_AGE_MS) await this.logIn()
  }

  call(i, method, p, body, headers = {}, port = this.portOf(i)) {
    return request({
      port,
      method,
      host: HOST,
      path: `${CART}${p}`,
      body,
      headers: { authorization: `Bearer ${this.tokens[i]}`, ...headers },
      timeout: 180_000,
    })
  }

  /** Every listed buyer's cart emptied, then (when given) `articleNumber` × 1 added, DBI. */
  async fill(indexes, articleNumber, { clear = true } = {}) {
    await pool(indexes, this.connections, async (i) => {
      if (clear) expectStatus(await this.call(i, 'DELETE', '/variants'), 200, 'empty cart')
      if (articleNumber) {
        const res = await this.call(i, 'POST', '/variants/batch/add', {
          items: [{ articleNumber, quantity: 1, deliveryId: 'DBI' }],
        })
        expectStatus(res, 200, 'add')
        const errors = parse(res.body)?.errors
        if (errors?.length) throw new Error(`add refused lines: ${JSON.stringify(errors)}`)
      }
    })
  }

  /** Buyer i checks out under `key` (at `port`: another instance than its own, or the balancer). */
  checkout(i, key, port = this.portOf(i)) {
    return this.call(i, 'POST', '/checkout', { orderDetails: { DBI: CONTACT } }, { 'idempotency-key': key }, port)
  }
}

// ---------------------------------------------------------------------------------------------------
// Database fixtures and checks

export async function pickArticles(db) {
  const rows = await db.all(
    `SELECT v.article_number AS a FROM variants v JOIN stock s ON s.article_number = v.article_number
      WHERE s.location_id = ? AND s.stock_type = 'LAG' AND s.quantity > 50
        AND v.discontinued = false AND v.purchase_constraints_order_multiple = 1
        AND v.purchase_constraints_only_store = false
      ORDER BY v.article_number LIMIT 12`,
    [brand.centralStorageId],
  )
  if (rows.length < 12) throw new Error(`expected 12 plain articles with central stock, found ${rows.length}`)
  const articles = rows.map((r) => String(r.a))
  return { race: articles[0], throughput: articles[1], add: articles.slice(2) }
}

export const setStock = (db, articleNumber, quantity) =>
  db.all(`UPDATE stock SET quantity = ?, stock_type = 'LAG' WHERE article_number = ? AND location_id = ?`, [
    quantity,
    articleNumber,
    brand.centralStorageId,
  ])

export async function stockOf(db, articleNumber) {
  const rows = await db.all('SELECT quantity FROM stock WHERE article_number = ? AND location_id = ?', [
    articleNumber,
    brand.centralStorageId,
  ])
  if (rows.length !== 1) throw new Error(`expected one stock row for ${articleNumber}, found ${rows.length}`)
  return Number(rows[0].quantity)
}

/** Emails of the buyers whose active cart holds exactly one line: 1 unit of `articleNumber`, DBI. */
async function readyCarts(db, articleNumber) {
  const rows = await db.all(
    `SELECT u.email AS email, count(ci.id) AS lines,
            sum(CASE WHEN ci.article_number = ? AND ci.delivery_id = 'DBI' AND ci.quantity = 1 THEN 1 ELSE 0 END) AS good
       FROM users u JOIN carts c ON c.user_id = u.id AND c.status = 'active'
       LEFT JOIN cart_items ci ON ci.cart_id = c.id
      WHERE u.email LIKE 'bench-buyer-%'
      GROUP BY u.email`,
    [articleNumber],
  )
  return new Set(rows.filter((r) => Number(r.lines) === 1 && Number(r.good) === 1).map((r) => r.email))
}

/** The orders whose idempotency key (stored as `<user>:<key>:<delivery>`) starts with `prefix`. */
export const ordersWithKey = async (db, prefix) =>
  db.all('SELECT order_id, idempotency_key FROM orders WHERE idempotency_key LIKE ?', [`%:${prefix}%`])

/** Every listed buyer's cart holds the race line (1 unit of `articleNumber`); refills only those that lack it. */
export async function readyForRace(buyers, db, articleNumber, indexes) {
  await buyers.fresh()
  const ready = await readyCarts(db, articleNumber)
  const refill = indexes.filter((i) => !ready.has(buyers.emails[i]))
  if (refill.length) await buyers.fill(refill, articleNumber)
  const readyNow = await readyCarts(db, articleNumber)
  const missing = indexes.filter((i) => !readyNow.has(buyers.emails[i]))
  if (missing.length) throw new Error(`${missing.length} of ${indexes.length} carts do not hold the race line`)
}

// ---------------------------------------------------------------------------------------------------
// The race

/** Polls the stock row until stopped; answers the lowest value seen. */
function watchStock(db, articleNumber) {
  let lowest = Number.POSITIVE_INFINITY
  let reads = 0
  let stopped = false
  const done = (async () => {
    while (!stopped) {
      lowest = Math.min(lowest, await stockOf(db, articleNumber))
      reads++
      await new Promise((r) => setTimeout(r, 5))
    }
  })()
  return async () => {
    stopped = true
    await done
    return { lowest, reads }
  }
}

/**
 * One race: every buyer holds 1 unit of `articleNumber` in the cart (refilled where a win emptied it),
 * the stock is set to `stock`, and all check out at once under keys starting `prefix`. The rule: exactly
 * `stock` answers 201, the rest 422 errors.invalid_order, no 5xx, stock ends at 0 and is never seen
 * below 0, as many orders in the database as 201s; `problems` lists what broke it, `servedBy` counts the
 * answers by the balancer's X-Served-By (which instance answered).
 */
export async function raceOnce(buyers, db, articleNumber, { stock, prefix }) {
  const all = buyers.emails.map((_, i) => i)
  await readyForRace(buyers, db, articleNumber, all)
  await setStock(db, articleNumber, stock)
  const stockBefore = await stockOf(db, articleNumber)

  const stopWatch = watchStock(db, articleNumber)
  const started = performance.now()
  const answers = await Promise.all(
    all.map(async (i) => {
      const t0 = performance.now()
      try {
        const res = await buyers.checkout(i, `${prefix}b${i}`)
        const servedBy = res.headers['x-served-by'] ?? `port ${buyers.portOf(i)}`
        return { status: res.status, body: parse(res.body), raw: res.body, ms: performance.now() - t0, servedBy }
      } catch (error) {
        return { status: 'network', raw: String(error.message), ms: performance.now() - t0 }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const watched = await stopWatch()
  const stockAfter = await stockOf(db, articleNumber)
  const dbOrders = (await ordersWithKey(db, prefix)).length

  const statuses = {}
  const reasons = {}
  const servedBy = {}
  for (const a of answers) {
    statuses[a.status] = (statuses[a.status] ?? 0) + 1
    if (a.servedBy) servedBy[a.servedBy] = (servedBy[a.servedBy] ?? 0) + 1
    if (a.status === 422) {
      const reason = `${a.body?.error}/${a.body?.orders?.map((o) => o.error).join('+')}`
      reasons[reason] = (reasons[reason] ?? 0) + 1
    }
  }
  const won = answers.filter((a) => a.status === 201 && a.body?.orders?.some((o) => o.success)).length
  const refused = answers.filter((a) => a.status === 422 && a.body?.error === 'errors.invalid_order').length
  const serverErrors = answers.filter((a) => a.status === 'network' || a.status >= 500).length
  const problems = []
  if (won !== stock) problems.push(`${won} orders placed (201), expected ${stock}`)
  if (refused !== all.length - stock)
    problems.push(`${refused} answers 422 errors.invalid_order, expected ${all.length - stock}`)
  if (serverErrors) problems.push(`${serverErrors} answers 5xx or no answer`)
  if (stockAfter !== 0) problems.push(`stock ends at ${stockAfter}`)
  if (watched.lowest < 0) problems.push(`stock seen at ${watched.lowest}`)
  if (dbOrders !== won) problems.push(`${dbOrders} orders in the database for ${won} answers 201`)
  const odd = answers.filter((a) => a.status !== 201 && !(a.status === 422 && a.body?.error === 'errors.invalid_order'))
  const times = answers.map((a) => a.ms).sort((x, y) => x - y)
  return {
    buyers: all.length,
    stockBefore,
    won,
    refused,
    statuses,
    reasons,
    servedBy,
    stockAfter,
    lowestSeen: watched.lowest,
    stockReads: watched.reads,
    dbOrders,
    seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    ok: problems.length === 0,
    problems,
    samples: odd.slice(0, 5).map((a) => `${a.status} ${a.raw.slice(0, 400)}`),
  }
}
