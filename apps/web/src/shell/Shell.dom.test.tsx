// @vitest-environment happy-dom
/**
 * The shell wired together in a DOM (happy-dom, no layout): menus and flyouts follow the overlay
 * rules, Escape returns focus, banners stay closed across a remount, app mode and layouts render
 * what they should. Rendered with react-dom directly; no testing library is needed.
 */

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { act, type ContextType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bannerStorageKey } from '../browser/banner-dismissal'
import { START_MESSAGE_KEY, saveStartMessage, showToast, TOAST_TIMEOUT_MS } from '../browser/start-message'
import { closeAndReturnFocus } from './overlays/focus'
import { overlayStore } from './overlays/overlay-store'
import { Shell } from './Shell'
import type { ShellProps } from './types'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function props(overrides: Partial<ShellProps> = {}): ShellProps {
  return {
    brand: { id: 'nordbygg', name: 'Nordbygg', wordmark: 'Nordbygg', logo: null },
    layout: 'default',
    mode: { kind: 'NORMAL' },
    user: { name: 'Anna Andersson', email: 'anna@example.se' },
    contextLabel: 'Bygg AB / Villa Ek',
    alertBanner: { id: 'a1', type: 'warning', message: 'Leveranser kan bli försenade.' },
    informationBanner: { id: 'i1', message: 'Fri frakt i december.', linkUrl: '/kampanjer', linkText: 'Se kampanjer' },
    menus: {
      products: [
        { label: 'Trä & skivor', url: '/kategorier/tra' },
        { label: 'Verktyg', url: '/kategorier/verktyg' },
      ],
      services: [{ label: 'Hitta butik', url: '/hitta-butik' }],
      extra: [
        { label: 'Om oss', url: '/om-oss' },
        { label: 'Farlig', url: 'javascript:alert(1)' },
      ],
    },
    footerStore: {
      name: 'Nordbygg Sundsvall',
      address1: 'Industrigatan 4',
      postalCode: '852 29',
      city: 'Sundsvall',
      phone: '060-12 34 56',
      email: 'sundsvall@example.se',
      openingHours: { Mån: '07–18', Tis: '07–18', Lör: '09–14' },
    },
    companyName: 'Nordbygg Bygghandel AB',
    loginHref: '/logga-in',
    accountHref: '/mina-sidor',
    children: <h1>Sida</h1>,
    ...overrides,
  }
}

let container: HTMLDivElement
let root: Root

/** The app router the search form navigates with (next/navigation's useRouter reads it from context). */
const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
} as unknown as ContextType<typeof AppRouterContext> & { push: ReturnType<typeof vi.fn> }

/** The shell as a page renders it: inside the app router. */
const inRouter = (shellProps: ShellProps) => (
  <AppRouterContext.Provider value={router}>
    <Shell {...shellProps} />
  </AppRouterContext.Provider>
)

function mount(shellProps: ShellProps) {
  act(() => root.render(inRouter(shellProps)))
}

const byId = (id: string) => document.getElementById(id) as HTMLElement
const click = (element: Element) => act(() => (element as HTMLElement).click())
const press = (key: string) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
function buttonNamed(name: string): HTMLButtonElement {
  const button = Array.from(document.querySelectorAll('button')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  )
  if (!button) throw new Error(`no button named ${name}`)
  return button
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  overlayStore.getState().closeAll()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('header menus', () => {
  it('names the menu buttons and ties them to their panels', () => {
    mount(props())
    for (const [name, panel] of [
      ['Produkter', 'shell-product-menu'],
      ['Tjänster', 'shell-services-menu'],
      ['Mer', 'shell-extra-menu'],
    ] as const) {
      const button = buttonNamed(name)
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(button.getAttribute('aria-controls')).toBe(panel)
      expect(byId(panel).tagName).toBe('NAV')
      expect(byId(panel).getAttribute('aria-label')).toBe(name)
      expect(byId(panel).hidden).toBe(true)
    }
  })

  it('opens one menu at a time and closes it with Escape, focus back on its button', () => {
    mount(props())
    click(buttonNamed('Produkter'))
    expect(byId('shell-product-menu').hidden).toBe(false)
    expect(buttonNamed('Produkter').getAttribute('aria-expanded')).toBe('true')
    click(buttonNamed('Tjänster'))
    expect(byId('shell-product-menu').hidden).toBe(true)
    expect(byId('shell-services-menu').hidden).toBe(false)
    press('Escape')
    expect(byId('shell-services-menu').hidden).toBe(true)
    expect(document.activeElement?.id).toBe('shell-services-menu-button')
  })

  it('puts each open panel right after its button, so Tab reaches its links next', () => {
    mount(props())
    click(buttonNamed('Produkter'))
    expect(buttonNamed('Produkter').nextElementSibling?.id).toBe('shell-product-menu')
    expect(buttonNamed('Tjänster').nextElementSibling?.id).toBe('shell-services-menu')
  })

  it('closes a menu when focus moves on past it', () => {
    mount(props())
    click(buttonNamed('Produkter'))
    act(() => buttonNamed('Tjänster').focus())
    expect(byId('shell-product-menu').hidden).toBe(true)
  })

  it('renders unsafe menu URLs as text, not links', () => {
    mount(props())
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull()
    expect(byId('shell-extra-menu').textContent).toContain('Farlig')
  })
})

describe('flyouts', () => {
  it('opening a flyout closes a menu; Escape closes it and returns focus', () => {
    mount(props())
    click(buttonNamed('Produkter'))
    click(buttonNamed('Varukorg'))
    expect(byId('shell-product-menu').hidden).toBe(true)
    const cart = byId('shell-cart-flyout')
    expect(cart.hidden).toBe(false)
    expect(cart.getAttribute('role')).toBe('dialog')
    expect(cart.textContent).toContain('Din varukorg är tom.')
    expect(document.activeElement).toBe(cart)
    press('Escape')
    expect(cart.hidden).toBe(true)
    expect(document.activeElement?.id).toBe('shell-cart-flyout-button')
  })

  it('shows the logged-in user and a logout form', () => {
    mount(props())
    click(buttonNamed('Konto'))
    const account = byId('shell-account-flyout')
    expect(account.textContent).toContain('Anna Andersson')
    const form = account.querySelector('form')
    expect(form?.getAttribute('action')).toBe('/api/auth/session/logout')
    expect(form?.getAttribute('method')).toBe('post')
    expect(account.querySelector('a[href="/mina-sidor"]')).not.toBeNull()
  })

  it("offers 'Logga in' to anonymous visitors", () => {
    mount(props({ user: null }))
    click(buttonNamed('Konto'))
    const login = byId('shell-account-flyout').querySelector('a[href="/logga-in"]')
    expect(login?.textContent).toBe('Logga in')
  })

  it('puts the login form (slot) in the account flyout for visitors', () => {
    mount(props({ user: null, slots: { login: <form data-testid="login-slot" /> } }))
    click(buttonNamed('Konto'))
    const account = byId('shell-account-flyout')
    expect(account.querySelector('[data-testid="login-slot"]')).not.toBeNull()
    expect(account.querySelector('a[href="/logga-in"]')).toBeNull()
    expect(account.querySelector('form[action]')).toBeNull()
  })

  it('shows the picker (slot) in the project flyout, and says when nothing is chosen', () => {
    mount(props({ contextLabel: null, slots: { project: <div data-testid="picker" /> } }))
    click(buttonNamed('Projekt'))
    const project = byId('shell-project-flyout')
    expect(project.querySelector('[data-testid="picker"]')).not.toBeNull()
    expect(project.textContent).toContain('Ingen kund är vald.')
  })

  it('closes with its close button', () => {
    mount(props())
    click(buttonNamed('Projekt: Bygg AB / Villa Ek'))
    const project = byId('shell-project-flyout')
    expect(project.textContent).toContain('Bygg AB / Villa Ek')
    click(project.querySelector('[data-drawer-close]') as HTMLButtonElement)
    expect(project.querySelector('[data-drawer-close]')?.textContent).toBe('Stäng')
    expect(project.hidden).toBe(true)
    expect(document.activeElement?.id).toBe('shell-project-flyout-button')
  })
})

describe('search', () => {
  it('is a GET form to /search with q, and opens the suggestions panel on focus', async () => {
    mount(props())
    const input = byId('shell-search-input') as HTMLInputElement
    const form = input.closest('form') as HTMLFormElement
    expect(form.getAttribute('action')).toBe('/search')
    expect(input.name).toBe('q')
    // The panel's code is loaded on the first focus (not with the page), so it appears a moment later.
    expect(byId('shell-fayt')).toBeNull()
    act(() => input.focus())
    await act(async () => {
      await import('./search/FaytPanel')
    })
    await act(async () => {})
    const fayt = byId('shell-fayt')
    expect(fayt.hidden).toBe(false)
    expect(fayt.getAttribute('aria-label')).toBe('Sökförslag')
    // No recent searches: the history panel is not rendered at all.
    expect(byId('shell-history')).toBeNull()
  })

  it('searches with a client-side navigation to /search?q=, and refuses a blank term', () => {
    mount(props())
    const input = byId('shell-search-input') as HTMLInputElement
    const submit = () => act(() => input.form?.requestSubmit())
    router.push.mockClear()
    submit()
    expect(router.push).not.toHaveBeenCalled()
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(input, '  gips  skiva ')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    submit()
    expect(router.push).toHaveBeenCalledWith('/search?q=gips+skiva')
  })

  it('shows recent searches on focus when there are some', () => {
    localStorage.setItem('shop.search-history', JSON.stringify(['gips', 'skruv']))
    mount(props())
    act(() => byId('shell-search-input').focus())
    const history = byId('shell-history')
    expect(history.hidden).toBe(false)
    expect(history.getAttribute('aria-label')).toBe('Sökhistorik')
    // Suggestions were never asked for: their panel is not even loaded.
    expect(byId('shell-fayt')).toBeNull()
    expect(Array.from(history.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/search?q=gips',
      '/search?q=skruv',
    ])
  })
})

describe('banners', () => {
  it('stay closed across a remount, per banner id', () => {
    mount(props())
    expect(byId('shell-alert-banner').hidden).toBe(false)
    click(buttonNamed('Stäng meddelandet'))
    expect(byId('shell-alert-banner').hidden).toBe(true)
    expect(JSON.parse(localStorage.getItem(bannerStorageKey('alert')) ?? '[]')).toEqual(['a1'])

    act(() => root.unmount())
    root = createRoot(container)
    mount(props())
    expect(byId('shell-alert-banner').hidden).toBe(true)
    expect(byId('shell-information-banner').hidden).toBe(false)

    mount(props({ alertBanner: { id: 'a2', type: 'error', message: 'Nytt' } }))
    expect(byId('shell-alert-banner').hidden).toBe(false)
  })

  it('server-render visible, followed by the script that hides them before paint', () => {
    const html = renderToString(inRouter(props()))
    expect(html).toMatch(/<section id="shell-alert-banner"(?![^>]*hidden)/)
    expect(html).toContain(
      '<script>(function(){try{var l=JSON.parse(localStorage.getItem("shop.banner-dismissed.alert")',
    )
  })

  it('hydrate without errors after the pre-paint script hid a dismissed banner', () => {
    localStorage.setItem(bannerStorageKey('alert'), JSON.stringify(['a1']))
    act(() => root.unmount())
    container.innerHTML = renderToString(inRouter(props()))
    // Scripts set through innerHTML do not run; run them as the HTML parser would have.
    for (const script of Array.from(container.querySelectorAll('script'))) new Function(script.textContent ?? '')()
    expect(byId('shell-alert-banner').hidden).toBe(true)

    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      act(() => {
        root = hydrateRoot(container, inRouter(props()))
      })
    } finally {
      console.error = original
    }
    expect(errors).toEqual([])
    expect(byId('shell-alert-banner').hidden).toBe(true)
    expect(byId('shell-information-banner').hidden).toBe(false)
    expect(container.querySelectorAll('script')).toHaveLength(0)
  })

  it('never create a script element when mounted on the client (it would not run; React 19 reports it)', () => {
    mount(props())
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})

/** A toast's look and text arrive as a chunk of their own with the first toast (Toaster.tsx). */
async function toastCodeLoaded() {
  await act(async () => {
    await import('./toasts/ToastBody')
  })
  await act(async () => {})
}

describe('toasts and start messages', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the saved start message once, as a status, translated, for the toast timeout', async () => {
    vi.useFakeTimers()
    saveStartMessage({ text: 'auth.please_login', severity: 'warning' })
    mount(props({ user: null }))
    await toastCodeLoaded()
    const toaster = document.querySelector('[data-toaster]') as HTMLElement
    expect(toaster.getAttribute('role')).toBe('status')
    expect(toaster.textContent).toBe('Vänligen logga in')
    expect(sessionStorage.getItem(START_MESSAGE_KEY)).toBeNull()
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1))
    expect(toaster.textContent).toBe('Vänligen logga in')
    act(() => vi.advanceTimersByTime(1))
    expect(toaster.textContent).toBe('')
  })

  it('shows messages of the current page too, in the minimal layout as well', async () => {
    mount(props({ layout: 'minimal' }))
    const toaster = document.querySelector('[data-toaster]') as HTMLElement
    expect(toaster.textContent).toBe('')
    act(() => showToast({ text: 'Du handlar nu för Bygg AB.', severity: 'success' }))
    await toastCodeLoaded()
    expect(toaster.textContent).toBe('Du handlar nu för Bygg AB.')
  })

  it('hands a toast still showing, and the focus it returned to a trigger, to a shell rendered anew', async () => {
    // Logging in from the account flyout: the flyout closes, focus goes back to "Konto", the toast says so,
    // and the refresh replaces the whole shell (the page becomes its member render).
    mount(props({ user: null }))
    click(buttonNamed('Konto'))
    act(() => {
      closeAndReturnFocus('accountFlyout')
      showToast({ text: 'Du är inloggad.', severity: 'success' })
    })
    await toastCodeLoaded()
    expect(document.activeElement?.id).toBe('shell-account-flyout-button')
    act(() => root.unmount())
    ;(document.activeElement as HTMLElement | null)?.blur()
    root = createRoot(container)
    mount(props())
    await toastCodeLoaded()
    expect(document.querySelector('[data-toaster]')?.textContent).toBe('Du är inloggad.')
    expect(document.activeElement?.id).toBe('shell-account-flyout-button')
    expect(sessionStorage.getItem(START_MESSAGE_KEY)).toBeNull()
  })

  it('renders an empty live region on the server', () => {
    saveStartMessage({ text: 'auth.please_login', severity: 'warning' })
    const html = renderToString(inRouter(props()))
    expect(html).toMatch(/<div role="status" aria-live="polite" aria-atomic="true" data-toaster=""[^>]*><\/div>/)
  })
})

describe('layouts and app mode', () => {
  it('default: banners, header, footer with store details and company', () => {
    mount(props())
    const footer = document.querySelector('footer') as HTMLElement
    expect(footer.textContent).toContain('Nordbygg Sundsvall')
    expect(footer.textContent).toContain('Mån–Tis')
    expect(footer.querySelector('a[href="tel:060123456"]')).not.toBeNull()
    expect(footer.textContent).toContain('Nordbygg Bygghandel AB')
    expect(document.querySelector('[data-shell]')?.getAttribute('data-layout')).toBe('default')
  })

  it('minimal: logo only, no menus or flyouts', () => {
    mount(props({ layout: 'minimal' }))
    expect(document.getElementById('shell-logo')).not.toBeNull()
    expect(document.getElementById('shell-search-input')).toBeNull()
    expect(document.getElementById('shell-product-menu')).toBeNull()
    expect(document.getElementById('shell-cart-flyout')).toBeNull()
  })

  it('plain: only the main content', () => {
    mount(props({ layout: 'plain' }))
    const shell = document.querySelector('[data-shell]') as HTMLElement
    expect(shell.children).toHaveLength(1)
    expect(shell.firstElementChild?.tagName).toBe('MAIN')
  })

  it('app mode: marks the root and leaves out footer and mobile nav', () => {
    mount(props({ mode: { kind: 'APP' } }))
    expect(document.querySelector('[data-shell]')?.hasAttribute('data-app-mode')).toBe(true)
    expect(document.querySelector('footer')).toBeNull()
    expect(document.getElementById('shell-mobile-nav')).toBeNull()
    expect(document.getElementById('shell-mobile-nav-button')).toBeNull()
  })
})
