/**
 * A logged-in shopper for the page benchmarks (bench:product-page, bench:instances): user@demo.test logs
 * in through the browser's login and chooses its first customer, as a shopper does, and then loads
 * product pages with those cookies.
 */

import { rotation } from './scenarios.mjs'
import { openDb, request } from './server.mjs'

export const SHOPPER = { host: 'nordbygg.localhost', user: 'user@demo.test', password: 'Demo-12345' }

/** 50 variants of products that have siblings (the variant table), spread over the catalog. */
export async function productSlugs() {
  const db = await openDb()
  try {
    const rows = await db.all(
      `SELECT v.variant_slug AS slug FROM variants v
       WHERE v.product_id IN (SELECT product_id FROM variants GROUP BY product_id HAVING count(*) > 1)
       ORDER BY v.article_number`,
    )
    const step = Math.max(1, Math.floor(rows.length / 50))
    return rows
      .filter((_, i) => i % step === 0)
      .slice(0, 50)
      .map((r) => r.slug)
  } finally {
    await db.close()
  }
}

/**
 * Per slug, the articles its member page asks POST /api/product/variants for: the variant's siblings
 * (the variant table), its replacement and its related products (the tiles).
 */
export async function productPageArticles(slugs) {
  const db = await openDb()
  try {
    const lists = []
    for (const slug of slugs) {
      const [variant] = await db.all(
        'SELECT product_id, replacement_article_number AS replacement, relations FROM variants WHERE variant_slug = ?',
        [slug],
      )
      const siblings = await db.all('SELECT article_number FROM variants WHERE product_id = ?', [variant.product_id])
      // SQLite gives the JSON column as text, Postgres (jsonb) parsed, and either may hold none.
      const relations =
        typeof variant.relations === 'string' ? JSON.parse(variant.relations || '[]') : (variant.relations ?? [])
      const related = relations.flatMap((relation) => relation.articleNumbers)
      lists.push([
        ...new Set([
          ...siblings.map((row) => row.article_number),
          ...(variant.replacement ? [variant.replacement] : []),
          ...related,
        ]),
      ])
    }
    return lists
  } finally {
    await db.close()
  }
}

const cookiesOf = (res) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='))

/**
 * The browser's login (POST /api/auth/session), then the first customer the user may choose (PUT
 * /api/auth/session/context): the cookies a shopper's browser holds, against config.port.
 */
export async function logIn({ host, user, password } = SHOPPER) {
  const login = await request({
    method: 'POST',
    host,
    path: '/api/auth/session',
    body: { logonId: user, logonPassword: password },
  })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`)
  let cookies = cookiesOf(login)
  const customers = await request({
    host,
    path: '/api/auth/v3/customers',
    headers: { cookie: cookies.join('; ') },
  })
  const list = JSON.parse(customers.body)
  const first = Array.isArray(list) ? list[0] : undefined
  if (!first) throw new Error(`no customer to choose: ${customers.body.slice(0, 200)}`)
  const customerId = String(first.customerId)
  const context = await request({
    method: 'PUT',
    host,
    path: '/api/auth/session/context',
    body: { customerId, projectId: null },
    headers: { cookie: cookies.join('; ') },
  })
  if (context.status !== 200) throw new Error(`choosing customer ${customerId} answered ${context.status}`)
  const fresh = cookiesOf(context)
  const names = new Set(fresh.map((c) => c.split('=')[0]))
  cookies = [...cookies.filter((c) => !names.has(c.split('=')[0])), ...fresh]
  return { cookie: cookies.join('; '), customer: first.customerNumber }
}

/**
 * Logs the shopper in and gives the scenario of its product pages (`GET /produkt/{slug}` with its cookies,
 * rotating over `slugs`), after checking that the page is a logged-in one: the account flyout's logout
 * button is in the page's RSC payload (the HTML carries it inline).
 */
export async function loggedInProductScenario(slugs, shopper = SHOPPER) {
  const { cookie, customer } = await logIn(shopper)
  const check = await request({
    host: shopper.host,
    path: `/produkt/${encodeURIComponent(slugs[0])}`,
    headers: { cookie },
  })
  if (check.status !== 200 || !check.body.includes('Logga ut')) {
    throw new Error(`the product page is not a logged-in one (${check.status})`)
  }
  const nextSlug = rotation(slugs)
  return {
    name: 'product-page-logged-in',
    what: `GET /produkt/{slug}, ${slugs.length} variants with siblings, ${shopper.user} logged in (customer ${customer})`,
    customer,
    size: slugs.length,
    next: () => ({
      method: 'GET',
      path: `/produkt/${encodeURIComponent(nextSlug())}`,
      host: shopper.host,
      headers: { cookie, accept: 'text/html' },
    }),
  }
}
