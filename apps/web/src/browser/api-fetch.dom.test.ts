// @vitest-environment happy-dom
/**
 * The one fetch helper's error mapping (spec section 8), as the browser runs it: the server's keyed
 * message when it sent one, else the status mapping, else the service's own fallback when no response
 * came; an aborted call shows nothing. The network is the only thing faked: `fetch` answers what a
 * route, a gateway or a dropped connection would.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_MESSAGE_KEY } from '@/browser/start-message'
import { createCartStore } from '@/cart/views/cart-store'
import { apiCall, failureOf, failureText, noResponse } from './api-fetch'

const TEXT = {
  internal: 'Ett tekniskt fel uppstod hos oss. Försök igen om en stund.',
  forbidden: 'Du har inte behörighet att utföra den här åtgärden.',
  notFound: 'Det du letade efter kunde inte hittas.',
  unknown: 'Ett okänt fel uppstod.',
  token: 'Din inloggning har gått ut. Logga in igen.',
  cartDown: 'Varukorgen är inte tillgänglig just nu. Försök igen senare.',
  orderDown: 'Orderhanteringen är inte tillgänglig just nu. Försök igen senare.',
  authDown: 'Inloggningen är inte tillgänglig just nu. Försök igen senare.',
}

/** Every call answers `answer` (a Response, or a thrown error for a call that got none). */
function network(answer: () => Response | Promise<never>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return answer()
    }),
  )
  return calls
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('failureOf: an answer that is no success', () => {
  it('shows the server’s keyed Swedish message and keeps its key', () => {
    const failure = failureOf(422, { error: 'cart.cart_limit_exceeded', message: 'Varukorgen är full.', limit: 300 })
    expect(failure).toMatchObject({ status: 422, error: 'cart.cart_limit_exceeded', message: 'Varukorgen är full.' })
    expect(failure.body).toMatchObject({ limit: 300 })
  })

  it('translates a key sent without a message: the errors section, or the caller’s own sections', () => {
    expect(failureOf(400, { error: 'errors.bad_request' }).message).toBe(
      'Uppgifterna kunde inte behandlas. Kontrollera fälten och försök igen.',
    )
    // The body's own fields fill the text's placeholders.
    expect(failureOf(422, { error: 'errors.cart_add_products', ids: '1001, 1002' }).message).toBe(
      'Följande artiklar kunde inte läggas i varukorgen: 1001, 1002',
    )
    const own = { 'auth.account_inactive': 'Kontot är inaktiverat.', 'auth.wait': 'Vänta {seconds} s.' }
    expect(failureOf(403, { error: 'auth.account_inactive' }, own).message).toBe('Kontot är inaktiverat.')
    expect(failureOf(429, { error: 'auth.wait', seconds: 5 }, own).message).toBe('Vänta 5 s.')
    // A key nobody here knows is never shown raw: the status decides.
    expect(failureOf(403, { error: 'auth.account_inactive' }).message).toBe(TEXT.forbidden)
  })

  it('maps the status when the body says nothing (spec section 8)', () => {
    expect(failureOf(500, null).message).toBe(TEXT.internal)
    expect(failureOf(502, '<html>Bad gateway</html>')).toMatchObject({ error: 'errors.internal_server_error' })
    expect(failureOf(403, {}).message).toBe(TEXT.forbidden)
    expect(failureOf(404, null).message).toBe(TEXT.notFound)
    expect(failureOf(409, { message: 'utan nyckel' }).message).toBe(TEXT.unknown)
  })

  it('puts an invalid token first, whatever else the body says', () => {
    expect(failureOf(500, { error: 'x', message: 'Invalid token' })).toMatchObject({
      error: 'errors.invalid_token',
      message: TEXT.token,
    })
  })
})

describe('noResponse: a call that got no answer', () => {
  it('shows the service’s own fallback', () => {
    const offline = new TypeError('Failed to fetch')
    expect(noResponse(offline, 'cart').message).toBe(TEXT.cartDown)
    expect(noResponse(offline, 'order').message).toBe(TEXT.orderDown)
    expect(noResponse(offline, 'auth').message).toBe(TEXT.authDown)
    expect(noResponse(offline).message).toBe(TEXT.unknown)
  })

  it('shows nothing for an aborted call (“request aborted”)', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError')
    expect(noResponse(abort, 'cart')).toMatchObject({ aborted: true, message: '' })
    expect(noResponse(new Error('Request aborted by the user'), 'order')).toMatchObject({ aborted: true })
    expect(noResponse(new Error('request aborted'), 'order').aborted).toBe(true)
  })
})

describe('failureText: a failure under the operation that failed', () => {
  it('says the operation, then why', () => {
    const failure = noResponse(new TypeError('Failed to fetch'), 'cart')
    expect(failureText(failure, 'Produkterna kunde inte tas bort från varukorgen.')).toBe(
      `Produkterna kunde inte tas bort från varukorgen. ${TEXT.cartDown}`,
    )
    expect(failureText(failure)).toBe(TEXT.cartDown)
  })

  it('does not say the same thing twice', () => {
    const same = failureOf(500, { error: 'errors.cart_generate_file', message: 'Filen kunde inte skapas.' })
    expect(failureText(same, 'Filen kunde inte skapas.')).toBe('Filen kunde inte skapas.')
  })
})

describe('apiCall', () => {
  it('answers the JSON of a success and sends JSON with the session’s cookies', async () => {
    const calls = network(() => json(200, { cart: { cartId: 'c1' } }))
    const result = await apiCall<{ cart: { cartId: string } }>('/api/x', { method: 'PUT', json: { a: 1 } })
    expect(result).toEqual({ ok: true, status: 200, data: { cart: { cartId: 'c1' } } })
    expect(calls[0]?.init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"a":1}' })
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json')
  })

  it('maps a refusal, a gateway page and a dropped connection', async () => {
    network(() => json(404, { error: 'errors.not_found', message: 'Raden finns inte.' }))
    expect(await apiCall('/api/x', { service: 'cart' })).toMatchObject({
      ok: false,
      failure: { status: 404, error: 'errors.not_found', message: 'Raden finns inte.' },
    })
    network(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await apiCall('/api/x', { service: 'cart' })).toMatchObject({ failure: { message: TEXT.internal } })
    network(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await apiCall('/api/x', { service: 'order' })).toMatchObject({
      failure: { status: 0, error: 'errors.order_service_not_available', message: TEXT.orderDown },
    })
  })
})

describe('the quote service shows its raw error text (spec section 8)', () => {
  it('shows the message as sent, whatever the status or key', async () => {
    network(() => json(403, { error: 'errors.forbidden_action', message: 'Din kund får inte skapa offerter.' }))
    expect(await apiCall('/api/quote/v1/quotes', { service: 'quote' })).toMatchObject({
      failure: { status: 403, error: 'errors.forbidden_action', message: 'Din kund får inte skapa offerter.' },
    })
    network(() => json(409, { message: 'utan nyckel' }))
    expect(await apiCall('/api/quote/v1/quotes', { service: 'quote' })).toMatchObject({
      failure: { status: 409, error: 'errors.unknown_error_occurred', message: 'utan nyckel' },
    })
    // Other services keep the mapping for the same answer.
    expect(await apiCall('/api/x', { service: 'cart' })).toMatchObject({ failure: { message: TEXT.unknown } })
  })

  it('shows a plain-text refusal, but never an HTML page, and maps a bare status', async () => {
    network(() => new Response('Filen är för stor.', { status: 413, headers: { 'content-type': 'text/plain' } }))
    expect(await apiCall('/api/quote/v1/x', { service: 'quote' })).toMatchObject({
      failure: { status: 413, message: 'Filen är för stor.' },
    })
    network(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    expect(await apiCall('/api/quote/v1/x', { service: 'quote' })).toMatchObject({
      failure: { message: TEXT.internal },
    })
    network(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await apiCall('/api/quote/v1/x', { service: 'quote' })).toMatchObject({ failure: { message: TEXT.unknown } })
  })

  it('still ends the session on an invalid token', () => {
    expect(failureOf(500, { error: 'x', message: 'Invalid token' }, undefined, true).error).toBe('errors.invalid_token')
  })
})

describe('the cart store takes its texts from the helper', () => {
  const cart = { cartId: 'c1', itemCount: 0, deliveries: [] } as never

  it('lists the article numbers a several-line add could not put in the cart (errors.cart_add_products)', async () => {
    network(() =>
      json(200, {
        cart,
        cartItems: [],
        errors: [
          { articleNumber: '1001', error: 'cart.unknown_article', message: 'Artikeln 1001 finns inte.' },
          { articleNumber: '1002', error: 'cart.unknown_article', message: 'Artikeln 1002 finns inte.' },
        ],
      }),
    )
    const store = createCartStore({ cart, status: 'idle' })
    const lines = ['1001', '1002', '1003'].map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId: 'DBI' }))
    const result = await store.getState().add(lines as never)
    expect(result).toMatchObject({ ok: false, message: 'Följande artiklar kunde inte läggas i varukorgen: 1001, 1002' })
    store.getState().dismissNotice()
  })

  it('says which line operation failed, and why (errors.cart_remove_products, cart_update_product)', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')))
    const store = createCartStore({ cart, status: 'idle' })
    expect(await store.getState().remove(['7'])).toBe(false)
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: `Produkterna kunde inte tas bort från varukorgen. ${TEXT.cartDown}`,
    })
    network(() => json(422, { error: 'cart.quantity_not_multiple', message: 'Antalet ska vara en multipel av 5.' }))
    expect(await store.getState().update('7', { quantity: 3 })).toBe(false)
    expect(store.getState().error).toBe(
      'Produkten i varukorgen kunde inte uppdateras. Antalet ska vara en multipel av 5.',
    )
  })

  it('shows nothing for an aborted call', async () => {
    network(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')))
    const store = createCartStore({ cart, status: 'idle' })
    expect(await store.getState().clear()).toBe(false)
    expect(store.getState().error).toBeNull()
  })
})

describe('a 401 ends the session (spec section 4)', () => {
  it('logs out, leaves “Vänligen logga in” for the next page and never answers the caller', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() })
    const calls = network(() => json(401, { error: 'errors.invalid_token', message: 'Invalid token' }))
    let answered = false
    void apiCall('/api/cart/v2/cart/current', { service: 'cart' }).then(() => {
      answered = true
    })
    await vi.waitFor(() => expect(reload).toHaveBeenCalled())
    expect(calls.map((call) => call.url)).toEqual(['/api/cart/v2/cart/current', '/api/auth/session/logout'])
    expect(JSON.parse(sessionStorage.getItem(START_MESSAGE_KEY) ?? 'null')).toEqual({
      text: 'auth.please_login',
      severity: 'warning',
    })
    expect(answered).toBe(false)
  })
})
