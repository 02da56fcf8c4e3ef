// @vitest-environment happy-dom
/**
 * The transfer as the browser runs it (spec section 4): the server's form is posted, then the cart is
 * deleted; when the form cannot be had, nothing is posted, the cart is not deleted, and the shopper is
 * told why. The network is the only thing faked: `fetch` answers what the cart service would.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { transferCart } from './transfer-client'

const FORM = {
  action: 'https://srm.example.se/hook',
  target: '_top',
  fields: [
    ['~OkCode', 'ADDI'],
    ['NEW_ITEM-VENDORMAT[1]', '1002753'],
    ['NEW_ITEM-DESCRIPTION[1]', 'Hängränna halvrund vit Ø 100 mm'],
  ],
}

function network(answer: (url: string) => Response) {
  const calls: Array<{ url: string; method: string; keepalive: boolean | undefined }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', keepalive: init.keepalive })
      return answer(url)
    }),
  )
  return calls
}

/** Submitting is the browser's job: recorded here instead of navigating away. */
function formSubmissions() {
  const submitted: HTMLFormElement[] = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this)
  })
  return submitted
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('transferCart', () => {
  it('posts the form to the callback in its target, then deletes the cart to survive the page leaving', async () => {
    const calls = network((url) =>
      url.endsWith('/punchout') ? new Response(JSON.stringify(FORM)) : new Response(null, { status: 204 }),
    )
    const submitted = formSubmissions()
    expect(await transferCart('c-1')).toEqual({ ok: true, target: '_top' })
    const [form] = submitted
    expect(form?.action).toBe(FORM.action)
    expect(form?.method).toBe('post')
    expect(form?.target).toBe('_top')
    expect([...new FormData(form as HTMLFormElement).entries()]).toEqual(FORM.fields)
    expect(calls.map(({ url, method, keepalive }) => [url, method, keepalive])).toEqual([
      ['/api/cart/v2/cart/c-1/punchout', 'POST', undefined],
      ['/api/cart/v2/cart/c-1/status', 'PUT', true],
    ])
  })

  it('on a failure of ours posts nothing, keeps the cart and says so with the internal-error message', async () => {
    const calls = network(
      () => new Response(JSON.stringify({ error: 'errors.internal_server_error' }), { status: 500 }),
    )
    const submitted = formSubmissions()
    expect(await transferCart('c-1')).toEqual({
      ok: false,
      message: 'Ett tekniskt fel uppstod hos oss. Försök igen om en stund.',
    })
    expect(submitted).toEqual([])
    expect(calls.map((call) => call.method)).toEqual(['POST'])
  })

  it('names the articles without a price (the export error price), and keeps the cart', async () => {
    const message =
      'Priserna kunde inte skickas till inköpssystemet. Artiklarna saknar pris och kan inte överföras: 1000174'
    const calls = network(
      () =>
        new Response(JSON.stringify({ error: 'errors.punchout.export_price', message, details: { error: 'price' } }), {
          status: 409,
        }),
    )
    const submitted = formSubmissions()
    expect(await transferCart('c-1')).toEqual({ ok: false, message })
    expect(submitted).toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('keeps the cart when the form cannot be posted', async () => {
    const calls = network(() => new Response(JSON.stringify(FORM)))
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(await transferCart('c-1')).toMatchObject({ ok: false })
    expect(calls.map((call) => call.method)).toEqual(['POST'])
  })
})
