import { expect, type Locator, type Page, test } from '@playwright/test'
import { quoteTotals } from '@shop/commerce'
import { formatMoney } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas'
import { PDFDocument } from 'pdf-lib'
import { pdfText, plainSpaces } from '../support/pdf-text'
import { expectAxeClean } from './axe'
import { attachmentBytes, waitForMail } from './mail'
import { brandUrl, callInPage, logIn, outboxText } from './support'

/**
 * The quote pages (issue 14) as user@demo.test on nordbygg: MyQuotes lists the demo draft Q-DEMO-0001
 * with its status filter, search, sorting and paging in the URL; the journey: a quote for a private
 * receiver, with a ROT line and an attachment, written through all five steps with the keyboard alone
 * (resumed after a reload), mailed over SMTP with its PDF (whose totals are quoteTotals' for the same
 * lines), accepted through the receiver's link and made a cart; a draft is copied and the
 * copy deleted; an accepted quote is read-only with step 5's cart. axe runs on MyQuotes, each wizard
 * step and the read-only QuoteDetails. noquotes@demo.test (EJ_SKAPA_OFFERT) finds no way to the pages.
 */

test.describe.configure({ timeout: 240_000 })

const BRAND = 'nordbygg'
const quotesUrl = (query = '') => brandUrl(BRAND, `/mina-offerter${query}`)

/** Presses `key` on `control` until `done` holds: before hydration the server's control does nothing. */
async function pressUntil(page: Page, control: Locator, key: string, done: () => Promise<void>) {
  await expect(async () => {
    await control.focus()
    await page.keyboard.press(key)
    await done()
  }).toPass({ timeout: 30_000 })
}

/** Types into a field with the keyboard (focus, select all, type). */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

const row = (page: Page, quoteId: string) => page.locator(`[data-testid="quote-row"][data-quote-id="${quoteId}"]`)
const saved = (page: Page) => expect(page.getByTestId('quote-save-status')).toHaveText('Sparat', { timeout: 10_000 })

test('MyQuotes: the demo draft, status filter, search, sorting and paging in the URL', async ({ page }) => {
  await logIn(page, BRAND, 'user@demo.test')
  // Eleven quotes of one label of this run: two pages of ten under its search.
  const label = `Listtest ${Date.now()}`
  for (let i = 0; i <= 10; i += 1) {
    const body = { receiver: { name: `Sida ${String(i).padStart(2, '0')}`, label } }
    expect((await callInPage(page, 'POST', '/api/quote/v1/quotes', { body })).status).toBe(201)
  }

  await page.goto(quotesUrl())
  await expect(page.getByRole('heading', { level: 1, name: 'Mina offerter' })).toBeVisible()
  await expect(page.getByTestId('quote-count')).toContainText('offerter')
  await expectAxeClean(page)

  // Search by quote number: the demo draft, as a draft; the search stays in the URL on reload.
  await typeInto(page, page.getByRole('searchbox', { name: 'Sök offert' }), 'Q-DEMO-0001')
  await page.keyboard.press('Enter')
  await page.waitForURL(/q=Q-DEMO-0001/)
  await expect(row(page, 'Q-DEMO-0001')).toContainText('Familjen Sandberg')
  await expect(row(page, 'Q-DEMO-0001').getByTestId('quote-status')).toHaveText('Utkast')
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Sök offert' })).toHaveValue('Q-DEMO-0001')
  await expect(row(page, 'Q-DEMO-0001')).toBeVisible()

  // Status filter: the run's drafts under all and drafts, none under accepted.
  const search = `?q=${encodeURIComponent(label)}`
  await page.goto(quotesUrl(`${search}&status=accepted`))
  await expect(page.getByLabel('Status')).toHaveValue('accepted')
  await expect(page.getByTestId('quote-row')).toHaveCount(0)
  await expect(page.getByText('Ingen offert matchar urvalet.')).toBeVisible()
  await page.goto(quotesUrl(`${search}&status=draft`))
  await expect(page.getByTestId('quote-count')).toHaveText('11 offerter')

  // Sorting by receiver, A–Ö and Ö–A.
  const receivers = () => page.getByTestId('quote-row').locator('td:nth-child(2)').allInnerTexts()
  await page.goto(quotesUrl(`${search}&sort=receiver`))
  await expect(page.getByLabel('Sortera')).toHaveValue('receiver')
  expect((await receivers()).slice(0, 2)).toEqual([`Sida 00 · ${label}`, `Sida 01 · ${label}`])
  await page.goto(quotesUrl(`${search}&sort=-receiver`))
  expect((await receivers())[0]).toBe(`Sida 10 · ${label}`)

  // Paging: plain links, each page its own URL; back returns to page 1.
  const pages = page.getByRole('navigation', { name: 'Sidor med offerter' })
  await expect(page.getByTestId('quote-row')).toHaveCount(10)
  await expect(pages).toContainText('Sida 1 av 2')
  await pages.getByRole('link', { name: 'Nästa' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(/page=2/)
  await expect(pages).toContainText('Sida 2 av 2')
  await expect(page.getByTestId('quote-row')).toHaveCount(1)
  await page.goBack()
  await expect(pages).toContainText('Sida 1 av 2')

  // A row links to its quote.
  await page.goto(quotesUrl('?q=Q-DEMO-0001'))
  await row(page, 'Q-DEMO-0001').getByRole('link', { name: 'Q-DEMO-0001' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/mina-offerter\/Q-DEMO-0001$/)
  await expect(page.getByTestId('quote-wizard')).toBeVisible()
})

/** An article the cart takes as quoted (order multiple 1) and that has a price to quote. */
async function quotableArticle(page: Page): Promise<string> {
  const found = await callInPage(page, 'GET', '/api/cart/lookup?q=1')
  const candidates = (found.json as unknown as Array<{ articleNumber: string; orderMultiple: number }>).filter(
    (a) => a.orderMultiple === 1,
  )
  const priced = await callInPage(page, 'POST', '/api/quote/v1/variants', {
    body: { articleNumbers: candidates.map((a) => a.articleNumber) },
  })
  const variants = priced.json as unknown as Array<{ articleNumber: string; netPrice: number | null }>
  const article = variants.find((v) => (v.netPrice ?? 0) > 0)?.articleNumber
  if (!article) throw new Error('no quotable article in the demo catalog')
  return article
}

const kr = (amount: number) => plainSpaces(formatMoney(amount))

test('the journey: a quote for a private receiver through all five steps with the keyboard alone, mailed, accepted, a cart', async ({
  page,
  request,
  browser,
}) => {
  await logIn(page, BRAND, 'user@demo.test')
  const article = await quotableArticle(page)
  const email = `kalle-${Date.now()}@example.se`
  await page.goto(quotesUrl())
  const create = page.getByRole('button', { name: 'Ny offert' })
  await pressUntil(page, create, 'Enter', () => expect(page).toHaveURL(/\/mina-offerter\/Q-[A-Z0-9-]+\?steg=1$/))
  const quoteId = /\/mina-offerter\/(Q-[A-Z0-9-]+)/.exec(page.url())?.[1] ?? ''
  const wizard = page.getByTestId('quote-wizard')
  await expect(wizard.locator('[aria-current="step"]')).toContainText('Företag och kund')
  await expect(page.getByRole('heading', { level: 2, name: /Företag och kund/ })).toBeVisible()
  await expectAxeClean(page)

  // Step 1: sender, receiver (a private person), terms.
  await typeInto(page, page.getByLabel('Företagsnamn'), 'Snickarglädje AB')
  await typeInto(page, page.getByLabel('Organisationsnummer'), '556677-8899')
  await typeInto(page, page.getByLabel('Er referens'), 'Ulla')
  const receiverType = page.getByLabel('Mottagaren är')
  await receiverType.focus()
  await page.keyboard.press('ArrowDown')
  await expect(receiverType).toHaveValue('private')
  await typeInto(page, page.getByLabel('Benämning'), 'Altan')
  await typeInto(page, page.getByLabel('Namn', { exact: true }), 'Kalle Kund')
  await typeInto(page, page.getByLabel('E-postadress'), email)
  await typeInto(page, page.getByLabel('Giltig antal dagar'), '4x5')
  await expect(page.getByLabel('Giltig antal dagar')).toHaveValue('45')
  await saved(page)

  // Step 2: an article from the catalog and an own line with ROT.
  await pressUntil(page, page.getByRole('button', { name: /^Nästa: Produkter/ }), 'Enter', () =>
    expect(page).toHaveURL(/steg=2$/),
  )
  await expect(page.getByRole('link', { name: 'Sök bland alla produkter' })).toHaveAttribute('href', '/search')
  await expectAxeClean(page)
  await typeInto(page, page.getByRole('searchbox', { name: 'Sök artikel' }), article)
  await page.keyboard.press('Enter')
  const hits = page.getByTestId('quote-search-results').locator('li')
  await expect(hits.first()).toBeVisible({ timeout: 15_000 })
  const quantity = hits.first().getByLabel(/^Antal av /)
  await typeInto(page, quantity, '-3')
  await expect(quantity).toHaveValue('3')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/lades till i offerten\./)).toBeVisible()

  await typeInto(page, page.getByLabel('Benämning', { exact: true }), 'Montering')
  await typeInto(page, page.getByLabel('Antal', { exact: true }), '8')
  await typeInto(page, page.getByLabel('Enhet', { exact: true }), 'tim')
  await typeInto(page, page.getByLabel('Á-pris exkl. moms'), '450')
  await page.getByLabel('ROT-arbete').focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Lägg till egen rad' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Raden Montering lades till.')).toBeVisible()

  // An attachment: the file is chosen (the browser's own dialog), the upload is a keyboard press.
  const drawing = await PDFDocument.create()
  drawing.addPage()
  await page.getByLabel('Välj fil').setInputFiles({
    name: 'ritning.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await drawing.save()),
  })
  await page.getByRole('button', { name: 'Ladda upp' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Bilagan ritning(-\d+)?\.pdf laddades upp\.$/)).toBeVisible()

  // Step 3: a markup on the article; the totals come back from the server, with ROT.
  await pressUntil(page, page.getByRole('button', { name: /^Nästa: Priser/ }), 'Enter', () =>
    expect(page).toHaveURL(/steg=3$/),
  )
  const markup = page.getByLabel(/^Påslag % för /)
  await typeInto(page, markup, '10')
  await saved(page)
  await expect(page.getByTestId('quote-totals')).toContainText('ROT-avdrag')
  await expect(page.getByTestId('quote-totals')).toContainText('Att betala')
  await expect(page.getByTestId('quote-custom-item')).toHaveCount(1)
  await expect(page.getByRole('columnheader', { name: 'Ditt nettopris' })).toBeVisible()
  await expectAxeClean(page)

  // Resumed: after a reload the step and everything typed are there.
  await page.reload()
  await expect(page.getByLabel(/^Påslag % för /)).toHaveValue('10')
  await expect(page.getByTestId('quote-item')).toHaveCount(1)
  await expect(page.getByTestId('quote-item').getByLabel(/^Antal för /)).toHaveValue('3')
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=1`))
  await expect(page.getByLabel('Företagsnamn')).toHaveValue('Snickarglädje AB')
  await expect(page.getByLabel('Mottagaren är')).toHaveValue('private')
  await expect(page.getByLabel('Giltig antal dagar')).toHaveValue('45')

  // Step 5 waits for a sent quote; step 4 offers the receiver's address and sends the PDF.
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=5`))
  await expect(page.getByTestId('quote-cart-status')).toContainText('Skicka offerten i steg 4 först')
  await expectAxeClean(page)
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=4`))
  await expect(page.getByLabel('Mottagarens e-postadress')).toHaveValue(email)
  await expectAxeClean(page)
  const since = new Date()
  await pressUntil(page, page.getByRole('button', { name: 'Skicka offerten' }), 'Enter', () =>
    expect(page.getByText(`Offerten skickades till ${email}`)).toBeVisible({ timeout: 5_000 }),
  )

  // The local SMTP server got the mail with the PDF; the PDF shows the totals quoteTotals counts.
  const mail = await waitForMail(request, email, { since })
  const pdf = mail.attachments.find((a) => a.filename === `Offert ${quoteId}.pdf`)
  expect(pdf?.contentType).toBe('application/pdf')
  const text = await pdfText(attachmentBytes(pdf as NonNullable<typeof pdf>))
  const quote = (await callInPage(page, 'GET', `/api/quote/v1/quotes/${quoteId}`)).json as unknown as QuoteView
  const totals = quoteTotals({ receiverType: 'private', items: quote.items, customItems: quote.customItems })
  expect(totals).toEqual(quote.totals)
  expect(totals.rot).toBeGreaterThan(0)
  for (const line of [
    `Summa exkl. moms ${kr(totals.net)}`,
    `Summa inkl. moms ${kr(totals.gross)}`,
    `ROT-avdrag -${kr(totals.rot)}`,
    `Att betala ${kr(totals.toPay)}`,
    'Org.nr: 556677-8899',
    'ritning',
  ])
    expect(text, line).toContain(line)

  // The receiver, with no account, accepts through the link in the mail, with the keyboard.
  const link = /https?:\/\/\S+\/offert\/[\w.-]+/.exec(mail.text)?.[0] ?? ''
  expect(link).not.toBe('')
  const receiverContext = await browser.newContext()
  const receiver = await receiverContext.newPage()
  await receiver.goto(brandUrl(BRAND, new URL(link).pathname))
  await expect(receiver.getByText(`Att betala`).first()).toBeVisible()
  await pressUntil(receiver, receiver.getByRole('button', { name: 'Acceptera offerten' }), 'Enter', () =>
    expect(receiver.getByRole('button', { name: 'Ja, acceptera offerten' })).toBeVisible({ timeout: 2_000 }),
  )
  await receiver.getByRole('button', { name: 'Ja, acceptera offerten' }).focus()
  await receiver.keyboard.press('Enter')
  await expect(receiver.getByText(/accepterat/i).first()).toBeVisible()
  await receiverContext.close()

  // Step 5: the accepted quote becomes a cart with the quoted article and quantity.
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}`))
  await expect(page.getByTestId('quote-read-only')).toContainText('accepterad')
  await expectAxeClean(page)
  await pressUntil(page, page.getByRole('button', { name: 'Skapa varukorg' }), 'Enter', () =>
    expect(page.getByText('1 artikel lades i varukorgen.')).toBeVisible({ timeout: 5_000 }),
  )
  const cart = await callInPage(page, 'GET', '/api/cart/v2/cart/current')
  expect(JSON.stringify(cart.json)).toContain(article)
  expect((await callInPage(page, 'GET', `/api/quote/v1/quotes/${quoteId}`)).json?.status).toBe('ordered')
})

test('copy a quote and delete the copy, a draft, after confirming', async ({ page }) => {
  await logIn(page, BRAND, 'user@demo.test')
  await page.goto(quotesUrl('?q=Q-DEMO-0001'))
  await pressUntil(page, page.getByRole('button', { name: 'Kopiera offert Q-DEMO-0001' }), 'Enter', () =>
    expect(page).toHaveURL(/\/mina-offerter\/Q-[A-Z0-9-]+\?steg=1$/),
  )
  const copyId = /\/mina-offerter\/(Q-[A-Z0-9-]+)/.exec(page.url())?.[1] ?? ''
  expect(copyId).not.toBe('Q-DEMO-0001')
  await expect(page.getByLabel('Namn', { exact: true })).toHaveValue('Familjen Sandberg')

  await page.goto(quotesUrl(`?q=${copyId}`))
  await expect(row(page, copyId)).toBeVisible()
  const remove = page.getByRole('button', { name: `Ta bort offert ${copyId}` })
  const dialog = page.getByTestId('quote-delete-dialog')
  await pressUntil(page, remove, 'Enter', () => expect(dialog).toBeVisible())
  await expectAxeClean(page, '[data-testid="quote-delete-dialog"]')
  // Esc keeps it; confirming deletes it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Ta bort utkastet' }).focus()
  await page.keyboard.press('Enter')
  await expect(row(page, copyId)).toHaveCount(0)
  await expect(page.getByText('Ingen offert matchar urvalet.')).toBeVisible()
})

test('an accepted quote is read-only, on MyQuotes as accepted, with step 5 to make it a cart', async ({
  page,
  request,
}) => {
  await logIn(page, BRAND, 'user@demo.test')
  const created = await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: { copyFrom: 'Q-DEMO-0001' } })
  const quoteId = String(created.json?.quoteId)
  const email = `svar-${Date.now()}@example.se`
  const sent = await callInPage(page, 'POST', `/api/quote/v1/quotes/${quoteId}/send`, { body: { email } })
  expect(sent.status).toBe(200)
  const token = /\/offert\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(await outboxText(request, email, 'quote'))?.[1] ?? ''
  expect(token).not.toBe('')

  // Sent: still editable, step 5 waits for the answer.
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=5`))
  await expect(page.getByTestId('quote-cart-status')).toContainText('mottagaren har accepterat')

  const answered = await callInPage(page, 'POST', `/api/quote/v1/answers/${token}`, { body: { decision: 'accept' } })
  expect(answered.status).toBe(200)

  await page.goto(quotesUrl('?status=accepted'))
  await expect(row(page, quoteId).getByTestId('quote-status')).toHaveText('Accepterad')
  await row(page, quoteId).getByRole('link', { name: quoteId }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(new RegExp(`/mina-offerter/${quoteId}$`))
  await expect(page.getByTestId('quote-read-only')).toContainText('accepterad')
  await expect(page.getByTestId('quote-wizard')).toHaveCount(0)
  await expect(page.getByTestId('quote-items').or(page.getByTestId('quote-custom-items')).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Visa PDF' })).toHaveAttribute(
    'href',
    `/api/quote/v1/quotes/${quoteId}/pdf`,
  )
  await expect(page.getByRole('button', { name: 'Skapa varukorg' })).toBeVisible()
  await expectAxeClean(page)
})

test('step 4 shows the quote service’s own refusal: an empty quote is not sent', async ({ page }) => {
  await logIn(page, BRAND, 'user@demo.test')
  const created = await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: {} })
  await page.goto(brandUrl(BRAND, `/mina-offerter/${String(created.json?.quoteId)}?steg=4`))
  await typeInto(page, page.getByLabel('Mottagarens e-postadress'), 'kund@example.se')
  const send = page.getByRole('button', { name: 'Skicka offerten' })
  await pressUntil(page, send, 'Enter', () =>
    expect(page.getByRole('alert').filter({ hasText: 'Offerten har inga rader.' })).toBeVisible({ timeout: 2_000 }),
  )
})

test('EJ_SE_PRISER: no merchant price and no price counted from it; the line is priced by the user’s own price', async ({
  page,
}) => {
  await logIn(page, BRAND, 'noprices@demo.test')
  const found = await callInPage(page, 'POST', '/api/product/search', { body: { q: 'skruv' } })
  const hits = (found.json?.items ?? []) as Array<{ articleNumber: string }>
  expect(hits.length).toBeGreaterThan(0)
  const articleNumber = String(hits[0]?.articleNumber)
  const created = await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: {} })
  const quoteId = String(created.json?.quoteId)
  const added = await callInPage(page, 'POST', `/api/quote/v1/quotes/${quoteId}/items`, {
    body: { items: [{ articleNumber, quantity: 2 }] },
  })
  expect(added.status).toBe(200)
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=3`))
  await expect(page.getByTestId('quote-item')).toHaveCount(1)
  await expect(page.getByRole('columnheader', { name: 'Offertpris', exact: true })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Ditt nettopris' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Påslag %' })).toHaveCount(0)
  await expect(page.getByText('Dina inköpspriser visas inte för din användare.')).toBeVisible()
  // Until the line has an own price it shows no price, and the quote is neither printed nor sent.
  await expect(page.getByTestId('quote-missing-prices')).toHaveText(/^En artikelrad saknar pris\./)
  await expect(page.getByTestId('quote-item')).not.toContainText(/\d\s*kr/)
  await expectAxeClean(page)
  await typeInto(page, page.getByLabel(/^Ditt pris för /), '120,50')
  await saved(page)
  await expect(page.getByTestId('quote-missing-prices')).toHaveCount(0)
  await expect(page.getByTestId('quote-item')).toContainText('241,00')
  await page.goto(brandUrl(BRAND, `/mina-offerter/${quoteId}?steg=4`))
  await expect(page.getByRole('link', { name: 'Visa PDF' })).toBeVisible()
})

test('EJ_SKAPA_OFFERT: no menu entry and no page', async ({ page }) => {
  await logIn(page, BRAND, 'user@demo.test')
  await page.goto(brandUrl(BRAND))
  await expect(page.locator('a[href^="/mina-offerter"]').first()).toBeAttached()

  await logIn(page, BRAND, 'noquotes@demo.test')
  await page.goto(brandUrl(BRAND))
  await expect(page.locator('a[href^="/mina-offerter"]')).toHaveCount(0)
  await page.goto(quotesUrl())
  await expect(page.getByText('Du saknar rättigheter för att se denna sida')).toBeVisible()
})
