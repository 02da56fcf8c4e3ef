import { CUSTOM_PAGES } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { type MessageKey, messages } from './messages'
import { interpolate, isMessageKey, pluralForms, t, translate } from './t'

const keys = Object.keys(messages) as MessageKey[]

/** The plural arguments of a text: `{name, plural, one {…} other {…}}`, as name and forms. */
const PLURAL = /\{([a-zA-Z0-9_]+), plural, ((?:[a-z]+ \{[^{}]*\} ?)+)\}/g
const pluralsOf = (text: string) =>
  Array.from(text.matchAll(PLURAL), ([, name, forms]) => ({ name: name as string, forms: forms as string }))
/** The categories Swedish distinguishes ('one', 'other'), from the same rules the formatter uses. */
const SWEDISH_FORMS = new Intl.PluralRules('sv').resolvedOptions().pluralCategories

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

  it('writes placeholders as {name} or {name, plural, …}, with nothing else in braces', () => {
    for (const key of keys) {
      const text: string = messages[key]
      const rest = text.replace(PLURAL, '').replace(/\{[a-zA-Z0-9_]+\}/g, '')
      expect(rest, key).not.toMatch(/[{}]/)
    }
  })

  it('gives every count exactly the forms Swedish has, each with its number or words of its own', () => {
    expect([...SWEDISH_FORMS].sort()).toEqual(['one', 'other'])
    const plurals = keys.flatMap((key) => pluralsOf(messages[key]).map((plural) => ({ key, ...plural })))
    expect(plurals.length).toBeGreaterThanOrEqual(12)
    for (const { key, forms } of plurals) {
      const byCategory = pluralForms(forms)
      expect([...byCategory.keys()], key).toEqual(['one', 'other'])
      // `other` covers 0, 2, 1 234 and ranges, so it must show the number; `one` may say it in words.
      expect(byCategory.get('other'), key).toContain('#')
      expect(byCategory.get('one'), key).not.toBe(byCategory.get('other'))
    }
  })

  it('leaves choosing between singular and plural to the formatter: no hand-made _one/_other pairs', () => {
    const known = new Set<string>(keys)
    const pairs = keys.filter((key) => {
      const base = key.replace(/_(one|other)$/, '')
      return (
        base !== key && [base, `${base}_one`, `${base}_other`, `${base}_count`].some((k) => k !== key && known.has(k))
      )
    })
    expect(pairs).toEqual([])
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
      'errors.update_delivery_date',
      'errors.transfer_cart',
      'errors.cart_add_product',
      'errors.cart_add_products',
      'errors.cart_uploads_products',
      'errors.cart_generate_file',
      'errors.cart_remove_products',
      'errors.cart_update_product',
      'errors.technical_issues',
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
    expect(t('stock.delivery_in_days', { days: '5–10' })).toBe('Leverans inom 5–10 dagar')
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

  it('rejects a missing or misspelt param or key at compile time, and shows the gap at run time', () => {
    // The @ts-expect-error lines fail `npm run typecheck` when a call compiles; at run time the
    // placeholder or key stays visible instead of turning into 'undefined' or a crash.
    // @ts-expect-error ids is required
    expect(t('errors.cart_add_products')).toBe('Följande artiklar kunde inte läggas i varukorgen: {ids}')
    // @ts-expect-error wrong param name
    expect(t('stock.delivery_in_days', { day: 1 })).toBe('Leverans inom {days, plural, one {# dag} other {# dagar}}')
    // @ts-expect-error unknown key
    expect(t('errors.no_such_key')).toBe('errors.no_such_key')
    // @ts-expect-error a plural's count is required like any param
    expect(t('cart.line_count', {})).toContain('{count, plural,')
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

describe('counts in Swedish (Intl.PluralRules)', () => {
  it.each([
    [t('auth.too_many_attempts', { seconds: 1 }), 'Vänta 1 sekund och försök igen.'],
    [t('auth.too_many_attempts', { seconds: 2 }), 'Vänta 2 sekunder och försök igen.'],
    [t('auth.too_many_attempts', { seconds: 0 }), 'Vänta 0 sekunder och försök igen.'],
    [t('stock.delivery_in_days', { days: 1 }), 'Leverans inom 1 dag'],
    [t('stock.delivery_in_days', { days: '1' }), 'Leverans inom 1 dag'],
    [t('stock.delivery_in_days', { days: '1–2' }), 'Leverans inom 1–2 dagar'],
    [t('cart.line_count', { count: 1 }), '1 artikel'],
    [t('cart.line_count', { count: 3 }), '3 artiklar'],
    [t('listing.count', { count: 1 }), '1 produkt'],
    [t('listing.count', { count: 1234 }), '1\u00a0234 produkter'],
    [t('listing.campaign_articles', { count: 1 }), '1 artikel'],
    [t('orders.list.count', { count: 1 }), '1 order'],
    [t('orders.list.count', { count: 12 }), '12 ordrar'],
    [t('orders.list.items', { count: 1 }), '1 rad'],
    [t('checkout.delivery.items', { count: 1 }), '1 artikel'],
    [t('checkout.success.intro', { count: 1 }), 'Vi har tagit emot din order.'],
    [t('checkout.success.intro', { count: 2 }), 'Vi har tagit emot dina 2 order, en per leverans.'],
    [t('account.customers_count', { count: 1 }), 'Du kan handla för en kund.'],
    [t('account.customers_count', { count: 4 }), 'Du kan handla för 4 kunder.'],
    [t('search.suggest_count_categories', { count: 1 }), '1 kategori'],
    [t('search.suggest_count_pages', { count: 2 }), '2 sidor'],
    [t('cartFiles.error.too_many_rows', { max: 500 }), 'Den får ha högst 500 artikelrader.'],
  ])('%s', (text, expected) => {
    expect(text.endsWith(expected) || text === expected, `${text} ≠ …${expected}`).toBe(true)
  })
})
