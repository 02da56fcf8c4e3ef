import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { t } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas/quotes'
import { expectAxeClean } from './axe'
import { waitForMail } from './mail'
import { brandUrl, callInPage, logIn } from './support'

/**
 * The receiver's page of a quote (issue 14, online acceptance): the quote is sent through the quote
 * service, the link is read from the mail the local SMTP server received, and a browser without any login reads the quote and
 * answers it with the keyboard. Each test sends its own copy of the demo's Q-DEMO-0001, so the demo
 * quote stays a draft for the other specs.
 */

/** A copy of the demo quote, sent to `to`; answers its number. */
async function sentQuote(page: Page, to: string): Promise<string> {
  await logIn(page, 'nordbygg', 'user@demo.test')
  const created = await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: { copyFrom: 'Q-DEMO-0001' } })
  expect(created.status).toBe(201)
  const quoteId = (created.json as unknown as QuoteView).quoteId
  const sent = await callInPage(page, 'POST', `/api/quote/v1/quotes/${quoteId}/send`, { body: { email: to } })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  expect((sent.json as unknown as QuoteView).status).toBe('sent')
  return quoteId
}

/** The path of the quote link in the mail to `to`, as the local SMTP server received it (with the PDF). */
async function mailedQuoteLink(request: APIRequestContext, to: string, since: Date): Promise<string> {
  const mail = await waitForMail(request, to, { since })
  expect(mail.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true)
  const link = mail.text.match(/\/offert\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)?.[0]
  if (!link) throw new Error(`no quote link in the mail to ${to}`)
  return link
}

/** A browser of its own for the receiver: no session, nothing shared with the sender's. */
async function receiverPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'sv-SE' })
  return context.newPage()
}

async function answerWithKeyboard(page: Page, choice: string, comment: string, confirm: string) {
  const button = page.getByRole('button', { name: choice })
  await button.focus()
  await page.keyboard.press('Enter')
  const field = page.getByLabel(t('quoteAnswer.comment'))
  await expect(field).toBeVisible()
  await field.focus()
  await page.keyboard.type(comment)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: confirm })).toBeFocused()
  await page.keyboard.press('Enter')
}

test('the receiver reads the quote through the link, without login, and accepts it with the keyboard', async ({
  page,
  browser,
  request,
}) => {
  const to = `mottagare.accept.${Date.now()}@example.test`
  const since = new Date()
  const quoteId = await sentQuote(page, to)
  const link = await mailedQuoteLink(request, to, since)

  const receiver = await receiverPage(browser)
  const response = await receiver.goto(brandUrl('nordbygg', link))
  expect(response?.status()).toBe(200)
  // The token is in the address: no referrer leaves the page, and no robot keeps it.
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(receiver.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(receiver.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')

  await expect(receiver.getByRole('heading', { level: 1 })).toHaveText(`Offert ${quoteId}`)
  await expect(receiver.getByText('556100-0000')).toBeVisible()
  await expect(receiver.getByTestId('quote-totals')).toContainText('Att betala')
  await expect(receiver.getByTestId('quote-answer-pdf')).toHaveAttribute(
    'href',
    `/api/quote/v1/answers/${link.split('/')[2]}/pdf`,
  )
  await expectAxeClean(receiver)

  await answerWithKeyboard(receiver, 'Acceptera offerten', 'Vi kör!', 'Ja, acceptera offerten')
  await expect(receiver.getByText(`Du har accepterat offerten ${quoteId}.`, { exact: false })).toBeVisible()
  await expectAxeClean(receiver)

  // The sender sees the answer; the link has done its job.
  const quote = await callInPage(page, 'GET', `/api/quote/v1/quotes/${quoteId}`)
  expect((quote.json as unknown as QuoteView).status).toBe('accepted')
  await receiver.reload()
  await expect(receiver.getByText(t('quote.link_used'))).toBeVisible()
  await expect(receiver.getByTestId('quote-totals')).toHaveCount(0)
  await receiver.context().close()
})

test('the receiver declines, and goes back from the confirmation step first', async ({ page, browser, request }) => {
  const to = `mottagare.decline.${Date.now()}@example.test`
  const since = new Date()
  const quoteId = await sentQuote(page, to)
  const link = await mailedQuoteLink(request, to, since)
  const receiver = await receiverPage(browser)
  await receiver.goto(brandUrl('nordbygg', link))

  await receiver.getByRole('button', { name: 'Avböj offerten' }).focus()
  await receiver.keyboard.press('Enter')
  await receiver.getByRole('button', { name: 'Tillbaka' }).focus()
  await receiver.keyboard.press('Enter')
  await expect(receiver.getByRole('button', { name: 'Acceptera offerten' })).toBeVisible()

  await answerWithKeyboard(receiver, 'Avböj offerten', 'För dyrt tyvärr.', 'Ja, avböj offerten')
  await expect(receiver.getByText(`Du har avböjt offerten ${quoteId}.`, { exact: false })).toBeVisible()
  const quote = await callInPage(page, 'GET', `/api/quote/v1/quotes/${quoteId}`)
  expect((quote.json as unknown as QuoteView).status).toBe('declined')
  await receiver.context().close()
})

test('an altered link shows the Swedish refusal and nothing of the quote', async ({ page, browser, request }) => {
  const to = `mottagare.altered.${Date.now()}@example.test`
  const since = new Date()
  await sentQuote(page, to)
  const link = await mailedQuoteLink(request, to, since)
  // One character of the signature changed (its first: the last one's low bits may be padding).
  const [head, payload, signature] = (link.split('/')[2] as string).split('.') as [string, string, string]
  const altered = `${head}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
  const receiver = await receiverPage(browser)
  const response = await receiver.goto(brandUrl('nordbygg', `/offert/${altered}`))
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  await expect(receiver.getByText(t('quote.link_invalid'))).toBeVisible()
  await expect(receiver.getByTestId('quote-totals')).toHaveCount(0)
  await expect(receiver.getByRole('button', { name: 'Acceptera offerten' })).toHaveCount(0)
  await expectAxeClean(receiver)

  await receiver.goto(brandUrl('nordbygg', '/offert/inte-en-token'))
  await expect(receiver.getByText(t('quote.link_invalid'))).toBeVisible()
  await receiver.context().close()
})
