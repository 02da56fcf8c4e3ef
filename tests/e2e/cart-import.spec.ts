import { type APIRequestContext, expect, test } from '@playwright/test'
import writeXlsxFile, { type SheetData } from 'write-excel-file/universal'
import { seriousViolations } from './axe'
import { bearerFor, brandUrl, logIn, PORT } from './support'

/**
 * Quick order, order from a file and the cart export over real HTTP (spec section 7 upload/export),
 * and the two forms on /cart in the browser. Each import must leave the cart holding exactly what its
 * answer says it added.
 */

const BASE = `http://127.0.0.1:${PORT}/api/cart`
const CART = `${BASE}/v2/cart/current`
const USER = 'user@demo.test'

interface LookupArticle {
  articleNumber: string
  ean: string | null
  orderMultiple: number
}
interface UploadBody {
  errors: Array<{ id: string; ids?: string[]; message: string }>
  added: Array<{ line: number; identifier: string; articleNumber: string; quantity: number }>
  refused: Array<{ line: number; identifier: string; error: string }>
  error?: string
}
interface CartBody {
  cart: {
    itemCount: number
    deliveries: Array<{ items: Array<{ articleNumber: string; quantity: number; deliveryId: string }> }>
  }
}

/** Articles of order multiple 1 with an EAN, found through the quick-order lookup itself. */
async function plainArticles(request: APIRequestContext, headers: Record<string, string>, count: number) {
  const found = new Map<string, LookupArticle>()
  // Seeded article numbers run 1000009…; each five-digit prefix holds a few of them.
  for (let prefix = 10000; prefix < 10100 && found.size < count; prefix++) {
    const response = await request.get(`${BASE}/lookup?q=${prefix}`, { headers })
    expect(response.status()).toBe(200)
    for (const article of (await response.json()) as LookupArticle[]) {
      if (article.orderMultiple === 1 && article.ean) found.set(article.articleNumber, article)
    }
  }
  expect(found.size).toBeGreaterThanOrEqual(count)
  return [...found.values()].slice(0, count)
}

async function emptyCart(request: APIRequestContext, headers: Record<string, string>) {
  expect((await request.delete(`${CART}/variants`, { headers })).status()).toBe(200)
}

async function cartLines(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get(CART, { headers })
  expect(response.status()).toBe(200)
  const { cart } = (await response.json()) as CartBody
  return cart.deliveries
    .flatMap((delivery) => delivery.items)
    .map((item) => `${item.articleNumber}|${item.deliveryId}|${item.quantity}`)
    .sort()
}

function upload(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
  deliveryId?: string,
) {
  return request.post(`${CART}/upload`, {
    headers,
    multipart: { file, ...(deliveryId ? { deliveryId } : {}) },
  })
}

async function xlsxBuffer(rows: SheetData) {
  return Buffer.from(await (await writeXlsxFile(rows).toBlob()).arrayBuffer())
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

test.describe('upload and export API', () => {
  let headers: Record<string, string>
  let articles: LookupArticle[]

  test.beforeAll(async ({ request }) => {
    headers = await bearerFor(request, USER)
    articles = await plainArticles(request, headers, 160)
  })

  test.beforeEach(async ({ request }) => {
    await emptyCart(request, headers)
  })

  test('a Swedish CSV adds its good rows and names the unknown and bad ones', async ({ request }) => {
    const [a, b] = articles as [LookupArticle, LookupArticle]
    const csv = `\uFEFFArtikelnummer;Antal;Märkning\r\n${a.articleNumber};2;Kök\r\n${b.ean};3,0;\r\n0000001;1;\r\n${a.articleNumber};två;\r\n`
    const response = await upload(
      request,
      headers,
      { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      'DBI',
    )
    expect(response.status()).toBe(200)
    const body = (await response.json()) as UploadBody
    expect(body.added.map((row) => [row.line, row.articleNumber, row.quantity])).toEqual([
      [2, a.articleNumber, 2],
      [3, b.articleNumber, 3],
    ])
    expect(body.refused.map((row) => [row.line, row.identifier, row.error])).toEqual([
      [4, '0000001', 'cartFiles.error.unknown_article'],
      [5, a.articleNumber, 'cartFiles.error.bad_quantity'],
    ])
    expect(body.errors).toEqual([
      {
        id: 'WRONG_IMPORT',
        ids: ['0000001', a.articleNumber],
        message: `Följande artiklar kunde inte läsas in från filen: 0000001, ${a.articleNumber}`,
      },
    ])
    expect(await cartLines(request, headers)).toEqual([`${a.articleNumber}|DBI|2`, `${b.articleNumber}|DBI|3`].sort())
  })

  test('an XLSX file does the same, EANs stored as numbers included', async ({ request }) => {
    const [a, b] = articles as [LookupArticle, LookupArticle]
    const buffer = await xlsxBuffer([
      [
        { value: a.articleNumber, type: String },
        { value: 4, type: Number },
      ],
      [
        { value: Number(b.ean), type: Number },
        { value: 1, type: Number },
      ],
      [
        { value: 'FINNS-INTE', type: String },
        { value: 1, type: Number },
      ],
      [
        { value: a.articleNumber, type: String },
        { value: 1.5, type: Number },
      ],
    ])
    const response = await upload(request, headers, { name: 'order.xlsx', mimeType: XLSX, buffer }, 'EXH')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as UploadBody
    expect(body.added.map((row) => [row.line, row.articleNumber, row.quantity])).toEqual([
      [1, a.articleNumber, 4],
      [2, b.articleNumber, 1],
    ])
    expect(body.refused.map((row) => [row.line, row.error])).toEqual([
      [3, 'cartFiles.error.unknown_article'],
      [4, 'cartFiles.error.bad_quantity'],
    ])
    expect(body.errors[0]).toMatchObject({ id: 'WRONG_IMPORT', ids: ['FINNS-INTE', a.articleNumber] })
    expect(await cartLines(request, headers)).toEqual([`${a.articleNumber}|EXH|4`, `${b.articleNumber}|EXH|1`].sort())
  })

  for (const kind of ['csv', 'xlsx'] as const) {
    test(`a ${kind} file that would pass the cart limit adds nothing and says so`, async ({ request }) => {
      // Filling a cart to the limit is the slow part.
      test.slow()
      // 148 articles in two deliveries: 296 lines, so 5 more new lines pass the limit of 300.
      const prefill = articles.slice(0, 148)
      const added = await request.post(`${CART}/variants/batch/add`, {
        headers,
        data: {
          items: prefill.flatMap((a) =>
            ['DBI', 'EXH'].map((deliveryId) => ({ articleNumber: a.articleNumber, quantity: 1, deliveryId })),
          ),
        },
      })
      expect(added.status()).toBe(200)
      const before = await cartLines(request, headers)
      expect(before).toHaveLength(296)
      const fresh = articles.slice(148, 153)
      const rows = [...fresh.map((a) => [a.articleNumber, '1']), ['0000001', '1']]
      const file =
        kind === 'csv'
          ? { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(';')).join('\n')) }
          : {
              name: 'order.xlsx',
              mimeType: XLSX,
              buffer: await xlsxBuffer(
                rows.map(([id, q]) => [
                  { value: id, type: String },
                  { value: Number(q), type: Number },
                ]),
              ),
            }
      const response = await upload(request, headers, file, 'DBI')
      expect(response.status()).toBe(422)
      const body = (await response.json()) as UploadBody
      expect(body.error).toBe('cart.cart_limit_exceeded')
      expect(body.added).toEqual([])
      expect(body.errors.map((error) => error.id)).toEqual(['CART_LIMIT', 'WRONG_IMPORT'])
      expect(body.errors[0]?.message).toBe(
        'Varukorgen kan inte innehålla fler artiklar. Ta bort några och försök igen.',
      )
      expect(body.refused.map((row) => row.error)).toEqual([
        ...fresh.map(() => 'cart.cart_limit_exceeded'),
        'cartFiles.error.unknown_article',
      ])
      expect(await cartLines(request, headers)).toEqual(before)
    })
  }

  test('refuses a missing delivery method, an empty file and a wrong type with Swedish 400s', async ({ request }) => {
    const csv = { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from('1000009;1') }
    const missing = await upload(request, headers, csv)
    expect(missing.status()).toBe(400)
    expect(await missing.json()).toEqual({
      error: 'cart.choose_delivery_method',
      message: 'Vänligen välj ett leveranssätt.',
    })
    const empty = await upload(request, headers, { ...csv, buffer: Buffer.from('\uFEFF\r\n') }, 'DBI')
    expect(empty.status()).toBe(400)
    expect(await empty.json()).toMatchObject({ error: 'cartFiles.error.no_rows' })
    const pdf = await upload(
      request,
      headers,
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
      'DBI',
    )
    expect(pdf.status()).toBe(400)
    expect(await pdf.json()).toMatchObject({
      error: 'cartFiles.error.wrong_type',
      message: expect.stringContaining('CSV'),
    })
    expect(await cartLines(request, headers)).toEqual([])
  })

  test('the export is an Excel file that uploads back to the same cart', async ({ request }) => {
    const [a, b, c] = articles as [LookupArticle, LookupArticle, LookupArticle]
    await request.post(`${CART}/variants/batch/add`, {
      headers,
      data: {
        items: [
          { articleNumber: a.articleNumber, quantity: 2, deliveryId: 'DBI', label: 'Kök' },
          { articleNumber: b.articleNumber, quantity: 5, deliveryId: 'DBI' },
          { articleNumber: c.articleNumber, quantity: 1, deliveryId: 'EXH' },
        ],
      },
    })
    const before = await cartLines(request, headers)
    const exported = await request.post(`${CART}/export`, { headers })
    expect(exported.status()).toBe(200)
    expect(exported.headers()['content-type']).toBe(XLSX)
    expect(exported.headers()['content-disposition']).toMatch(
      /^attachment; filename="varukorg-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    const buffer = await exported.body()

    await emptyCart(request, headers)
    const back = await upload(request, headers, { name: 'varukorg.xlsx', mimeType: XLSX, buffer }, 'DBI')
    expect(back.status()).toBe(200)
    const body = (await back.json()) as UploadBody
    expect(body.refused).toEqual([])
    expect(body.errors).toEqual([])
    // The upload takes one delivery method for the whole file.
    expect(await cartLines(request, headers)).toEqual(before.map((line) => line.replace('|EXH|', '|DBI|')).sort())
  })

  test('exports only the chosen lines', async ({ request }) => {
    const [a, b] = articles as [LookupArticle, LookupArticle]
    const added = await request.post(`${CART}/variants/batch/add`, {
      headers,
      data: {
        items: [
          { articleNumber: a.articleNumber, quantity: 2, deliveryId: 'DBI' },
          { articleNumber: b.articleNumber, quantity: 3, deliveryId: 'DBI' },
        ],
      },
    })
    const { cartItems } = (await added.json()) as { cartItems: Array<{ cartItemId: string; articleNumber: string }> }
    const chosen = cartItems.find((item) => item.articleNumber === b.articleNumber)?.cartItemId
    const exported = await request.post(`${CART}/export`, { headers, data: { itemIds: [chosen] } })
    expect(exported.status()).toBe(200)
    await emptyCart(request, headers)
    const back = await upload(
      request,
      headers,
      { name: 'v.xlsx', mimeType: XLSX, buffer: await exported.body() },
      'DBI',
    )
    expect(((await back.json()) as UploadBody).added.map((row) => row.articleNumber)).toEqual([b.articleNumber])
    const bad = await request.post(`${CART}/export`, { headers, data: { itemIds: ['x'] } })
    expect(bad.status()).toBe(400)
  })

  test('the lookup finds an article by EAN, exact match first', async ({ request }) => {
    const [a] = articles as [LookupArticle]
    const response = await request.get(`${BASE}/lookup?q=${a.ean}`, { headers })
    const found = (await response.json()) as LookupArticle[]
    expect(found[0]?.articleNumber).toBe(a.articleNumber)
    expect((await request.get(`${BASE}/lookup?q=${encodeURIComponent('1;DROP')}`, { headers })).status()).toBe(400)
    expect((await request.get(`${BASE}/lookup?q=1000`)).status()).toBe(401)
  })
})

test.describe('on /cart', () => {
  let articles: LookupArticle[]
  let headers: Record<string, string>

  test.beforeAll(async ({ request }) => {
    headers = await bearerFor(request, USER)
    articles = await plainArticles(request, headers, 2)
  })

  test.beforeEach(async ({ page, request }) => {
    // The page renders the cart, its lookups and the dialog: slower than the API tests.
    test.slow()
    // The API login and the browser's share the user's cart in the default customer context.
    await emptyCart(request, headers)
    await logIn(page, 'nordbygg', USER)
    await page.goto(brandUrl('nordbygg', '/cart'))
  })

  test('the file dialog uploads a file and lists added and refused rows', async ({ page }) => {
    const [a] = articles as [LookupArticle]
    await page.getByRole('button', { name: 'Beställ från fil' }).click()
    const dialog = page.getByRole('dialog', { name: 'Beställ från fil' })
    await expect(dialog).toBeVisible()
    expect(await seriousViolations(page, '[data-testid="add-from-file-dialog"]')).toEqual([])

    await dialog.getByRole('button', { name: 'Läs in filen' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Välj en fil att läsa in.')

    await dialog.getByLabel('Fil (CSV eller Excel)').setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Artikelnummer;Antal\n${a.articleNumber};3\n0000001;1\n`),
    })
    await dialog.getByLabel('Leveranssätt').selectOption('DBI')
    await dialog.getByRole('button', { name: 'Läs in filen' }).click()
    await expect(dialog.getByTestId('upload-added')).toHaveText(`Rad 2: ${a.articleNumber}, antal 3`)
    await expect(dialog.getByTestId('upload-refused')).toHaveText('Rad 3: 0000001 – Artikeln finns inte i sortimentet.')
    await expect(dialog.getByRole('alert')).toContainText('Följande artiklar kunde inte läsas in från filen: 0000001')
    expect(await seriousViolations(page, '[data-testid="add-from-file-dialog"]')).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('quick order picks an article from the lookup with the keyboard and keeps refused rows', async ({
    page,
    request,
  }) => {
    const [a] = articles as [LookupArticle]
    const quick = page.getByTestId('quick-order')
    const first = quick.getByRole('combobox', { name: 'Artikelnummer eller EAN, rad 1' })
    await first.fill(a.articleNumber.slice(0, 6))
    const option = quick.getByRole('option', { name: new RegExp(a.articleNumber) })
    await expect(option).toBeVisible()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    const options = quick.getByRole('option')
    const index = (await options.allTextContents()).findIndex((text) => text.startsWith(a.articleNumber))
    for (let i = 0; i <= index; i++) await first.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-activedescendant', /.+/)
    await first.press('Enter')
    await expect(first).toHaveValue(a.articleNumber)
    await quick.getByLabel('Antal, rad 1').fill('2')

    await quick.getByRole('combobox', { name: 'Artikelnummer eller EAN, rad 2' }).fill('0000001')
    expect(await seriousViolations(page, '[data-testid="quick-order"]')).toEqual([])
    await quick.getByRole('button', { name: 'Lägg i varukorgen' }).click()

    await expect(quick.getByRole('alert')).toHaveText(
      'Rader som inte kunde läggas i varukorgen: 1. De står kvar nedan med orsaken.',
    )
    await expect(quick.getByTestId('quick-order-row')).toHaveCount(1)
    await expect(quick.getByRole('combobox', { name: 'Artikelnummer eller EAN, rad 1' })).toHaveValue('0000001')
    await expect(quick.getByTestId('quick-order-row-error')).not.toBeEmpty()

    expect(await cartLines(request, headers)).toEqual([`${a.articleNumber}|DBI|2`])
  })
})
