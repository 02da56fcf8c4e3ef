// @vitest-environment happy-dom
/**
 * The shell's quote-context island in a DOM (happy-dom): the path changes as a client navigation
 * changes it (next/navigation's usePathname reads the router's context), and the bar and "Lägg till i
 * offerten" come and go with the context, which sessionStorage keeps over a reload.
 */

import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { act } from 'react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { AddToQuote } from './AddToQuote'
import { QuoteContextWatcher } from './QuoteContextWatcher'
import { QUOTE_CONTEXT_KEY } from './quote-context-key'
import { quoteContextStore } from './quote-context-store'
import { loadQuoteContext } from './use-quote-context'

const { container, root } = mountEachTest()

/** Renders the shell's island and a product page's button at `path`, then lets the chunks load. */
async function visit(path: string) {
  await act(async () =>
    root().render(
      <PathnameContext.Provider value={path}>
        <QuoteContextWatcher quotePattern="/mina-offerter/:quoteId" />
        <AddToQuote articleNumber="100001" quantity={3} unit="st" />
      </PathnameContext.Provider>,
    ),
  )
  await settle()
}

/** The store and the visible parts are chunks of their own: lets them arrive (the first import is slow). */
async function settle(until?: () => boolean) {
  for (let waited = 0; until ? waited < 80 && !until() : waited < 4; waited++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)))
}

const bar = () => container().querySelector('[data-testid="quote-context-bar"]')
const addButton = () => container().querySelector('[data-testid="add-to-quote"]')
const stored = () => JSON.parse(sessionStorage.getItem(QUOTE_CONTEXT_KEY) ?? '{}').state

// The store's chunk is loaded once up front (its first import is slow under test); the UI's are awaited.
beforeAll(() => loadQuoteContext())

beforeEach(() => {
  quoteContextStore.getState().visit({ kind: 'other' })
  sessionStorage.clear()
})

describe('QuoteContextWatcher', () => {
  it('quote, then a product page: external, with the bar back to step 2 and the button', async () => {
    await visit('/mina-offerter/Q-DEMO-0001')
    expect(stored()).toMatchObject({ mode: 'quote', quoteId: 'Q-DEMO-0001' })
    expect(bar()).toBeNull()
    expect(addButton()).toBeNull()

    await visit('/produkt/skruv')
    await settle(() => addButton() !== null && bar() !== null)
    expect(stored()).toMatchObject({ mode: 'external', returnPath: '/mina-offerter/Q-DEMO-0001?steg=2' })
    expect(bar()?.textContent).toContain('Du lägger till artiklar i offert Q-DEMO-0001.')
    expect(bar()?.querySelector('a')?.getAttribute('href')).toBe('/mina-offerter/Q-DEMO-0001?steg=2')
    expect(addButton()?.textContent).toBe('Lägg till i offerten')

    await visit('/search')
    expect(bar()).not.toBeNull()
  })

  it('another page ends edit mode: the bar and the button go, and stay gone on product pages', async () => {
    await visit('/mina-offerter/Q-DEMO-0001')
    await visit('/produkt/skruv')
    await visit('/cart')
    expect(stored()).toMatchObject({ mode: 'normal', quoteId: null })
    expect(bar()).toBeNull()
    expect(addButton()).toBeNull()
    await visit('/produkt/skruv')
    expect(bar()).toBeNull()
  })

  it('a product page straight from elsewhere is a plain one', async () => {
    await visit('/produkt/skruv')
    expect(bar()).toBeNull()
    expect(addButton()).toBeNull()
    expect(sessionStorage.getItem(QUOTE_CONTEXT_KEY)).toBeNull()
  })
})
