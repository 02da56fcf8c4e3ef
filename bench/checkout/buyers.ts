/**
 * The checkout benchmark's buyers, written straight into the benchmark database before the server
 * starts: BENCH_BUYERS users (`bench-buyer-001@bench.test` …), each a USER of one customer
 * (BENCH_BUYER_CUSTOMER, default 10004, which has delivery addresses) with that customer as the
 * profile default, so the login picks it as the session's context. One scrypt hash for all of them:
 * the password is the demo one and hashing it 200 times would only cost time.
 *
 * Run by checkout/run.mjs from apps/web (tsx, its tsconfig paths). Writes
 * {emails, password, customerId, created} to BENCH_BUYERS_OUT. Safe to run again (existing buyers
 * are kept).
 */
import { writeFileSync } from 'node:fs'
import { hashPassword } from '@shop/auth'
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../../apps/web/src/payload/load-config'
import { DEMO_PASSWORD } from '../../apps/web/src/seed/demo'

const count = Number(process.env.BENCH_BUYERS || 200)
const customerNumber = process.env.BENCH_BUYER_CUSTOMER || '10004'
const buyerEmail = (i: number) => `bench-buyer-${String(i + 1).padStart(3, '0')}@bench.test`

const payload = await getPayload({ config: await loadPayloadConfig() })
const context = { skipActivation: true, disableRevalidate: true }
try {
  const found = await payload.find({
    collection: 'customers',
    where: { customerId: { equals: customerNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const customer = found.docs[0]
  if (!customer) throw new Error(`customer ${customerNumber} is missing (seed with --demo data first)`)
  const existing = new Set(
    (
      await payload.find({
        collection: 'users',
        where: { email: { like: 'bench-buyer-' } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { email: true },
      })
    ).docs.map((u) => u.email),
  )
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  let created = 0
  for (let i = 0; i < count; i++) {
    const email = buyerEmail(i)
    if (existing.has(email)) continue
    await payload.create({
      collection: 'users',
      data: {
        email,
        passwordHash,
        firstName: 'Bänkköpare',
        lastName: String(i + 1),
        isEmailVerified: true,
        role: 'USER',
        active: true,
        customerPermissions: [{ customer: customer.id, project: null, role: 'USER', permissionDenies: [] }],
        preferredDeliveryMethod: 'DBI',
        defaultDeliveryMethod: 'DBI',
        defaultCustomer: customer.id,
        defaultProject: null,
      },
      context,
      overrideAccess: true,
    })
    created++
  }
  const emails = Array.from({ length: count }, (_, i) => buyerEmail(i))
  const out = { emails, password: DEMO_PASSWORD, customerId: customer.id, created, existing: existing.size }
  if (process.env.BENCH_BUYERS_OUT) writeFileSync(process.env.BENCH_BUYERS_OUT, JSON.stringify(out))
  payload.logger.info(`${created} benchmark buyers created, ${existing.size} already there`)
} finally {
  await payload.destroy()
}
process.exit(0)
