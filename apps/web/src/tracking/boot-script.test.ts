import { runInNewContext } from 'node:vm'
import { consentMode } from '@shop/commerce/tracking/consent'
import { describe, expect, it, vi } from 'vitest'
import { type BootOptions, trackingBootScript } from './boot-script'
import { GTM_SCRIPT_URL } from './ids'

/** The boot script run as the browser would, against a window and document with just what it touches. */
function boot(options: BootOptions, readyState = 'loading') {
  const appended: Array<{ src: string; async: boolean }> = []
  const listeners: Record<string, Array<() => void>> = {}
  const events: Array<{ type: string; detail: unknown }> = []
  const warn = vi.fn()
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener]
    },
    dispatchEvent: (event: { type: string; detail: unknown }) => events.push(event),
  }
  const document = {
    readyState,
    addEventListener: () => {},
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  }
  class CustomEvent {
    constructor(
      readonly type: string,
      readonly init: { detail: unknown },
    ) {}
    get detail() {
      return this.init.detail
    }
  }
  const context = { window, document, console: { warn }, CustomEvent, setTimeout: (f: () => void) => f(), Date }
  const run = () => runInNewContext(trackingBootScript(options), context)
  run()
  const load = () => {
    for (const listener of listeners.load ?? []) listener()
  }
  // Arguments objects (what gtag pushes) read as arrays.
  const dataLayer = () =>
    (window.dataLayer as unknown[]).map((entry) =>
      typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    )
  return { window, appended, events, warn, run, load, dataLayer }
}

// The mapping itself is consent.test.ts's: here, that the script carries it.
const denied = consentMode([])

describe('the tracking boot script', () => {
  it('sets Consent Mode defaults first and only loads the container after the page has loaded', () => {
    const page = boot({ tagManagerId: 'GTM-NB0001', platform: 'builtin', chosen: null })
    expect(page.dataLayer()).toEqual([['consent', 'default', denied]])
    expect(page.window.OnetrustActiveGroups).toBe(',C0001,')
    expect(page.appended).toEqual([])
    page.load()
    expect(page.appended).toEqual([{ src: `${GTM_SCRIPT_URL}?id=GTM-NB0001`, async: true }])
    expect(page.dataLayer()[1]).toMatchObject({ event: 'gtm.js' })
    expect(page.warn).not.toHaveBeenCalled()
  })

  it("gives a returning visitor's choice to the tags and to OnetrustActiveGroups before anything loads", () => {
    const page = boot({ tagManagerId: 'GTM-NB0001', platform: 'builtin', chosen: ['C0001', 'C0002'] })
    expect(page.dataLayer()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ])
    expect(page.window.OnetrustActiveGroups).toBe(',C0001,C0002,')
  })

  it('leaves the active groups to an external platform, and dispatches consent.changed when it calls OptanonWrapper', () => {
    const page = boot({ tagManagerId: 'GTM-NB0001', platform: 'external', chosen: null }, 'complete')
    expect(page.window.OnetrustActiveGroups).toBeUndefined()
    page.window.OnetrustActiveGroups = ',C0001,C0003,'
    ;(page.window.OptanonWrapper as () => void)()
    expect(page.events).toEqual([
      expect.objectContaining({ type: 'consent.changed', detail: { activeGroups: ',C0001,C0003,' } }),
    ])
    // The page had loaded already: the container is asked for at once.
    expect(page.appended).toHaveLength(1)
  })

  it("loads nothing without a container id and logs 'Missing GTM_ID' once", () => {
    const page = boot({ platform: 'builtin', chosen: null })
    page.run()
    page.load()
    expect(page.appended).toEqual([])
    expect(page.warn).toHaveBeenCalledTimes(1)
    expect(page.warn).toHaveBeenCalledWith('Missing GTM_ID')
  })
})
