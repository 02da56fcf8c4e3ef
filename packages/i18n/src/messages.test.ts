import { CUSTOM_PAGES } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { type MessageKey, messages } from './messages'
import { interpolate, isMessageKey, t, translate } from './t'

const keys = Object.keys(messages) as MessageKey[]

describe('the Swedish catalogue', () => {
  it('gives every key a non-empty text without stray whitespace', () => {
    expect(keys.length).toBeGreaterThan(50)
    for (const key of keys) {
      const text = messages[key]
      expect(text.trim(), key).not.toBe('')
      expect(text, key).toBe(text.trim())
    }
  })

  it('spells keys as dotted words, like the spec', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z][a-zA-Z_]*(\.[a-zA-Z_]+)+$/)
  })

  it('names every custom page a brand route file can map to', () => {
    for (const page of CUSTOM_PAGES) expect(isMessageKey(`customPages.${page}`), page).toBe(true)
  })

  it('writes placeholders as {name} with balanced braces', () => {
    for (const key of keys) {
      const text: string = messages[key]
      const opened = (text.match(/\{/g) ?? []).length
      const closed = (text.match(/\}/g) ?? []).length
      expect(opened, key).toBe(closed)
      expect(text.replace(/\{[a-zA-Z0-9_]+\}/g, ''), key).not.toMatch(/[{}]/)
    }
  })

  it('holds the texts the spec quotes word for word', () => {
    expect(t('auth.please_login')).toBe('Vänligen logga in')
    expect(t('auth.no_permission')).toBe('Du saknar rättigheter för att se denna sida')
    expect(t('cart.choose_delivery_method')).toBe('Vänligen välj ett leveranssätt.')
    expect(t('errors.page.not_found_headline')).toBe('Sidan kunde inte hittas')
    expect(t('shell.alert.close')).toBe('Stäng meddelandet')
    expect(t('shell.information.close')).toBe('Stäng informationen')
    expect(t('search.suggestions')).toBe('Sökförslag')
    expect(t('search.history')).toBe('Sökhistorik')
    expect(t('shell.menu.products')).toBe('Produkter')
    expect(t('shell.menu.services')).toBe('Tjänster')
    expect(t('shell.menu.extra')).toBe('Mer')
  })

  it('has every error key of the spec', () => {
    for (const key of [
      'errors.not_found',
      'errors.internal_server_error',
      'errors.forbidden_action',
      'errors.invalid_token',
      'errors.unknown_error_occurred',
      'errors.cart_service_not_available',
      'errors.order_service_not_available',
      'errors.auth_service_not_available',
      'errors.invalid_order',
      'errors.punchout.missing_callback_url',
      'cart.cart_limit_exceeded',
      'cart.wrong_import',
    ]) {
      expect(isMessageKey(key), key).toBe(true)
    }
  })
})

describe('t()', () => {
  it('interpolates named params, numbers included', () => {
    expect(t('errors.cart_add_products', { ids: '1001, 1002' })).toBe(
      'Följande artiklar kunde inte läggas i varukorgen: 1001, 1002',
    )
    expect(t('stock.delivery_in_days', { days: 5 })).toBe('Leverans inom 5 dagar')
    expect(t('errors.route_not_found', { path: '/finns-inte' })).toBe('Sidan kunde inte hittas: /finns-inte')
  })

  it('fills every occurrence and leaves unknown placeholders visible', () => {
    expect(interpolate('{a} och {a}', { a: 'x' })).toBe('x och x')
    expect(interpolate('{a} och {b}', { a: 'x' })).toBe('x och {b}')
    expect(interpolate('{a}', undefined)).toBe('{a}')
  })

  it('does not read inherited properties as params', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}')
  })

  it('rejects a missing or misspelt param at compile time', () => {
    // @ts-expect-error ids is required
    t('errors.cart_add_products')
    // @ts-expect-error wrong param name
    t('stock.delivery_in_days', { day: 1 })
    // @ts-expect-error unknown key
    t('errors.no_such_key')
    expect(true).toBe(true)
  })

  it('accepts a key held in a variable of several keys, params optional', () => {
    const key: MessageKey = 'errors.page.not_found_headline' as MessageKey
    expect(typeof t(key)).toBe('string')
    const page = CUSTOM_PAGES[0]
    expect(t(`customPages.${page}`)).toBe('Mina adresser')
  })
})

describe('translate() for keys that arrive at run time', () => {
  it('uses the text of a known key', () => {
    expect(translate('errors.forbidden_action')).toBe(messages['errors.forbidden_action'])
  })

  it('falls back instead of showing a raw key', () => {
    expect(translate('errors.something_new')).toBe(messages['errors.unknown_error_occurred'])
    expect(translate('toString')).toBe(messages['errors.unknown_error_occurred'])
    expect(translate('nope', undefined, 'errors.cart_service_not_available')).toBe(
      messages['errors.cart_service_not_available'],
    )
  })
})
