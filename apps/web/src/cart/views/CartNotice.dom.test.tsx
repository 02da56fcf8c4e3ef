// @vitest-environment happy-dom
/**
 * The added-items notice beside the cart button: its live region is there before anything is added
 * (so the first notice is announced), it lists what went in and what was refused, and it empties
 * when the store drops the notice (after 3 s, or on 'Stäng meddelandet').
 */
import type { CartItemView } from '@shop/schemas'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { CartNotice } from './CartNotice'
import { cartStore } from './cart-store'

const added = {
  cartItemId: '7',
  cartId: 'c1',
  articleNumber: '1000027',
  deliveryId: 'DBI',
  quantity: 4,
  label: null,
  requestedDeliveryDate: null,
  variant: {
    name: 'Expanderbult M10x90',
    articleNumber: '1000027',
    variantSlug: 'expanderbult',
    ean: null,
    image: null,
    picture: null,
    unit: 'st',
    orderMultiple: 1,
    discontinued: false,
    replacementArticleNumber: null,
  },
  price: null,
  lineTotal: null,
  stock: null,
  actions: [],
} satisfies CartItemView

const dom = mountEachTest()

beforeEach(() => {
  act(() => dom.root().render(<CartNotice />))
})

afterEach(() => {
  cartStore().setState({ notice: null })
})

const region = () => dom.container().querySelector('[role="status"]') as HTMLElement

describe('the added-items notice', () => {
  it('keeps an empty polite live region until something is added', () => {
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toBe('')
  })

  it('lists the added lines and the refused ones, and empties when dismissed', async () => {
    act(() =>
      cartStore().setState({
        notice: {
          id: 1,
          items: [added],
          errors: [{ articleNumber: '999', error: 'cart.unknown_article', message: 'Artikeln 999 finns inte.' }],
        },
      }),
    )
    // The notice's body is loaded with the first notice.
    await act(async () => {
      await import('./CartNoticeBody')
    })
    await act(async () => {})
    expect(region().textContent).toContain('Lagt i varukorgen')
    expect(region().textContent).toContain('4 st Expanderbult M10x90')
    expect(region().textContent).toContain('Kunde inte läggas i varukorgen')
    expect(region().textContent).toContain('999: Artikeln 999 finns inte.')
    const close = Array.from(dom.container().querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Stäng meddelandet',
    ) as HTMLButtonElement
    act(() => close.click())
    expect(region().textContent).toBe('')
  })
})
