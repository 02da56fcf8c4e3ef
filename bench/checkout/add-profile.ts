/**
 * Where a cart add's server time goes, in-process (no HTTP, no Next): `npm run checkout:profile -w @shop/bench`
 * after `npm run bench:checkout` (or any prepared database: DATABASE_URL, default the checkout
 * benchmark's SQLite file). Each phase of what POST …/variants/batch/add does is timed on its own,
 * BENCH_PROFILE_ITERATIONS (300) times, as one demo buyer (user@demo.test, customer 10004) adding one
 * unit to a cart that holds 10 lines, as the benchmark's buyers do. Read the phases as shares of one
 * run (ratios), not as absolute times: the machine's load moves those.
 *
 * Phases: the session (the session-live check and the user row that getSession reads besides the
 * token), resolving the cart, the whole add (addItems: lines and catalog facts, the upsert, prices,
 * stock and the answer's view), and inside it the price and stock reads and the view alone, then the
 * JSON the route sends. Writes {phases} to BENCH_PROFILE_OUT when set.
 */
import { writeFileSync } from 'node:fs'
import { brandById } from '@shop/tenants'
import { getPayload, type Payload } from 'payload'
import { customerPermissionsOf } from '../../apps/web/src/accounts/account'
import type { Session } from '../../apps/web/src/accounts/session'
import { findAccount } from '../../apps/web/src/accounts/storage/users'
import { addItems, cartView, resolveCart } from '../../apps/web/src/cart/service'
import { linesWithVariants } from '../../apps/web/src/cart/storage'
import { priceTablesFor } from '../../apps/web/src/catalog/prices'
import { stockFor } from '../../apps/web/src/catalog/stock'
import { sqlRows } from '../../apps/web/src/db/sql'
import { loadPayloadConfig } from '../../apps/web/src/payload/load-config'

const ITERATIONS = Number(process.env.BENCH_PROFILE_ITERATIONS || 300)
const brand = brandById('nordbygg')
if (!brand) throw new Error('brand nordbygg missing')

async function sessionFor(payload: Payload, email: string, customerNumber: string): Promise<Session> {
  const user = await findAccount(payload, { email })
  if (!user) throw new Error(`no user ${email} (prepare the database with --demo)`)
  const [customer] = await sqlRows<{ id: number }>(payload, 'SELECT id FROM customers WHERE customer_id = ?', [
    customerNumber,
  ])
  if (!customer) throw new Error(`no customer ${customerNumber}`)
  return {
    principal: {
      userId: String(user.id),
      role: user.role as Session['principal']['role'],
      customerPermissions: customerPermissionsOf(user),
    },
    sessionId: 'profile',
    name: 'Profil',
    email,
    customerId: String(customer.id),
    projectId: null,
    editorBrands: [],
    preferredStore: user.preferredStore ?? null,
    punchout: null,
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

const payload = await getPayload({ config: await loadPayloadConfig() })
try {
  const session = await sessionFor(payload, 'user@demo.test', '10004')
  const articles = (
    await sqlRows<{ a: string }>(
      payload,
      `SELECT v.article_number AS a FROM variants v JOIN stock s ON s.article_number = v.article_number
        WHERE s.location_id = ? AND s.stock_type = 'LAG' AND s.quantity > 50 AND v.discontinued = false
          AND v.purchase_constraints_order_multiple = 1 AND v.purchase_constraints_only_store = false
        ORDER BY v.article_number LIMIT 10`,
      [brand.centralStorageId],
    )
  ).map((row) => row.a)
  const resolved = await resolveCart(payload, session, 'current')
  if (!resolved.ok) throw new Error('no cart')
  const cart = resolved.value
  // The benchmark's carts: ten lines, one unit added to one of them per request.
  await addItems(
    payload,
    session,
    brand,
    cart,
    articles.map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' as const })),
  )

  const times: Record<string, number[]> = {}
  const time = async <T>(phase: string, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now()
    const value = await work()
    const list = times[phase] ?? []
    list.push(performance.now() - started)
    times[phase] = list
    return value
  }
  const sessionId = (await sqlRows<{ session_id: string }>(payload, 'SELECT session_id FROM auth_sessions LIMIT 1'))[0]
    ?.session_id
  for (let i = 0; i < ITERATIONS; i++) {
    const articleNumber = articles[i % articles.length] as string
    await time('session: live check + user row', async () => {
      await sqlRows(
        payload,
        'SELECT 1 AS live FROM auth_sessions WHERE session_id = ? AND revoked_at IS NULL LIMIT 1',
        [sessionId ?? 'none'],
      )
      await payload.findByID({
        collection: 'users',
        id: Number(session.principal.userId),
        depth: 0,
        overrideAccess: true,
        select: {
          email: true,
          firstName: true,
          lastName: true,
          editorBrands: true,
          preferredStore: true,
          active: true,
        },
      })
    })
    const current = await time('resolve the cart', () => resolveCart(payload, session, 'current'))
    if (!current.ok) throw new Error('no cart')
    const added = await time('addItems (whole)', () =>
      addItems(payload, session, brand, current.value, [{ articleNumber, quantity: 1, deliveryId: 'DBI' }]),
    )
    if (!added.ok) throw new Error(added.failure.error)
    await time('JSON of the answer', () => JSON.stringify(added.value))
    // Inside the add, measured again on their own:
    const lines = await time('  lines + catalog facts (1 query)', () => linesWithVariants(payload, current.value.id))
    const numbers = lines.rows.map((row) => row.articleNumber)
    await time('  prices (price service)', () =>
      priceTablesFor(payload, numbers, {
        customerId: session.customerId,
        visibility: { prices: true, discounts: true },
      }),
    )
    await time('  stock (stock service)', () =>
      stockFor(payload, numbers, {
        locationIds: [brand.centralStorageId, brand.defaultStoreId],
        centralId: brand.centralStorageId,
      }),
    )
    await time('  the view (reads prices and stock again)', () =>
      cartView(payload, session, brand, current.value, { lines }),
    )
  }
  const phases = Object.entries(times).map(([phase, list]) => {
    const sorted = [...list].sort((a, b) => a - b)
    const mean = list.reduce((sum, x) => sum + x, 0) / list.length
    return { phase, n: list.length, mean, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }
  })
  const whole = (name: string) => phases.find((p) => p.phase === name)?.mean ?? 0
  const request =
    whole('session: live check + user row') +
    whole('resolve the cart') +
    whole('addItems (whole)') +
    whole('JSON of the answer')
  process.stdout.write(`Cart add, in-process, ${ITERATIONS} iterations (${payload.db.name}):\n\n`)
  process.stdout.write(
    '| Phase | mean ms | p50 ms | p95 ms | share of the request |\n| --- | --- | --- | --- | --- |\n',
  )
  for (const p of phases) {
    const share = p.phase.startsWith('  ') ? '' : `${((p.mean / request) * 100).toFixed(0)} %`
    process.stdout.write(
      `| ${p.phase} | ${p.mean.toFixed(2)} | ${p.p50.toFixed(2)} | ${p.p95.toFixed(2)} | ${share} |\n`,
    )
  }
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify({ phases }, null, 2))
} finally {
  await payload.destroy()
}
process.exit(0)
