/**
 * What the logged-in shell's own reads cost per page, in-process (no HTTP, no Next):
 * `npm run product-page:parts -w @shop/bench` after `npm run bench:product-page` (or any database prepared
 * with the demo data: DATABASE_URL, default the page benchmarks' SQLite file). Each read the default layout
 * makes for a logged-in user is timed on its own, BENCH_PROFILE_ITERATIONS (300) times after 50 unmeasured,
 * as user@demo.test with customer 10001 chosen, as bench:product-page's shopper: the user's row, the chosen
 * context's label, the current cart and the favourites (and, for comparison, the customer and project choices
 * the picker asks for when it opens, which the shell read on every page before). Wall and CPU time per call; read them as shares
 * of one run, the machine's load moves the absolute times.
 */
import { brandById } from '@shop/tenants'
import { getPayload } from 'payload'
import { customerPermissionsOf } from '../../apps/web/src/accounts/account'
import { readRequestAccount } from '../../apps/web/src/accounts/request-account'
import { contextOptions } from '../../apps/web/src/accounts/service'
import type { Session } from '../../apps/web/src/accounts/session'
import { contextNames } from '../../apps/web/src/accounts/storage/customers'
import { findAccount } from '../../apps/web/src/accounts/storage/users'
import { currentCartView } from '../../apps/web/src/cart/service'
import { sqlRows } from '../../apps/web/src/db/sql'
import { listFavourites } from '../../apps/web/src/favourites/service'
import { loadPayloadConfig } from '../../apps/web/src/payload/load-config'

const ITERATIONS = Number(process.env.BENCH_PROFILE_ITERATIONS || 300)
const brand = brandById('nordbygg')
if (!brand) throw new Error('brand nordbygg missing')

const payload = await getPayload({ config: await loadPayloadConfig() })
const user = await findAccount(payload, { email: 'user@demo.test' })
if (!user) throw new Error('no user@demo.test (prepare the database with the demo data)')
const [customer] = await sqlRows<{ id: number }>(payload, 'SELECT id FROM customers WHERE customer_id = ?', ['10001'])
if (!customer) throw new Error('no customer 10001')
const session: Session = {
  principal: {
    userId: String(user.id),
    role: user.role as Session['principal']['role'],
    customerPermissions: customerPermissionsOf(user),
  },
  sessionId: 'shell-parts',
  name: 'Profil',
  email: user.email,
  customerId: String(customer.id),
  projectId: null,
  editorBrands: [],
  preferredStore: user.preferredStore ?? null,
  punchout: null,
}

async function time(name: string, read: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await read()
  const started = process.hrtime.bigint()
  const cpu = process.cpuUsage()
  for (let i = 0; i < ITERATIONS; i++) await read()
  const spent = process.cpuUsage(cpu)
  const wall = Number(process.hrtime.bigint() - started) / 1e6 / ITERATIONS
  const cpuMs = (spent.user + spent.system) / 1000 / ITERATIONS
  process.stdout.write(`| ${name} | ${wall.toFixed(2)} | ${cpuMs.toFixed(2)} |\n`)
}

try {
  process.stdout.write(
    `\n${ITERATIONS} calls each, user@demo.test, customer 10001\n\n| Read | ms wall | ms CPU |\n| --- | --- | --- |\n`,
  )
  await time("the user's row, Local API", () => findAccount(payload, { id: String(user.id) }))
  await time("the user's account, SQL (requestAccount)", () => readRequestAccount(payload, String(user.id)))
  await time("the chosen context's label (contextNames)", () => contextNames(payload, String(customer.id), null))
  await time('customer and project choices (the picker, GET v3/customers)', () => contextOptions(payload, user))
  await time('the current cart', () => currentCartView(payload, session, brand))
  await time('the favourites', () => listFavourites(payload, session))
} finally {
  await payload.destroy()
}
process.exit(0)
