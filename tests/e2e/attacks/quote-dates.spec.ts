import { expect, test } from './server'

/**
 * Finding 16 of 2026-12-01: a quote's date was not range-checked, so `9999-12-31` and `0000-01-01`
 * were taken (and printed on the PDF). A quote's date (validFrom) now lies between a month back (a
 * quote written up after the site visit) and half a year ahead (next season's job), in Swedish time;
 * a date outside is a Swedish 400 on validFrom and changes nothing.
 */

const stockholmDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', dateStyle: 'short' }).format(date)

test('a quote dated 9999-12-31 or 0000-01-01 is refused, to create and to change; today is taken', async ({
  request,
  shop,
}) => {
  const ulla = await shop.bearerFor(request, 'user@demo.test')
  const quotes = `${shop.base}/api/quote/v1/quotes`
  for (const validFrom of ['9999-12-31', '0000-01-01']) {
    const created = await request.post(quotes, { headers: ulla, data: { validFrom } })
    expect(created.status(), validFrom).toBe(400)
    expect(await created.json()).toMatchObject({
      error: 'errors.bad_request',
      issues: [{ path: 'validFrom', message: expect.stringMatching(/^Offertens datum ska ligga mellan /) }],
    })
  }

  const quote = (await (await request.post(quotes, { headers: ulla, data: {} })).json()) as {
    quoteId: string
    validFrom: string
  }
  const today = stockholmDay(new Date())
  expect(quote.validFrom).toBe(today)
  const before = await (await request.get(`${quotes}/${quote.quoteId}`, { headers: ulla })).json()
  const far = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10)
  for (const validFrom of ['9999-12-31', '0000-01-01', far]) {
    const patched = await request.patch(`${quotes}/${quote.quoteId}`, { headers: ulla, data: { validFrom } })
    expect(patched.status(), validFrom).toBe(400)
    const body = (await patched.json()) as { error: string; message: string }
    expect(body.error).toBe('errors.bad_request')
    expect(body.message).toMatch(/^Offertens datum ska ligga mellan \d{4}-\d{2}-\d{2} och \d{4}-\d{2}-\d{2}\.$/)
  }
  expect(await (await request.get(`${quotes}/${quote.quoteId}`, { headers: ulla })).json()).toEqual(before)

  const nextWeek = stockholmDay(new Date(Date.now() + 7 * 86_400_000))
  const dated = await request.patch(`${quotes}/${quote.quoteId}`, { headers: ulla, data: { validFrom: nextWeek } })
  expect(dated.status()).toBe(200)
  expect(await dated.json()).toMatchObject({ validFrom: nextWeek })
})
