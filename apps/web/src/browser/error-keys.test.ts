import { t } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import { errorKeyFor } from './error-keys'

describe('error mapping of responses (spec section 8)', () => {
  it('maps an invalid token first, whatever the status', () => {
    expect(errorKeyFor({ status: 401, data: 'Invalid token' })).toBe('errors.invalid_token')
    expect(errorKeyFor({ status: 500, data: { message: 'Invalid token' } })).toBe('errors.invalid_token')
  })

  it('maps by status', () => {
    expect(errorKeyFor({ status: 500 })).toBe('errors.internal_server_error')
    expect(errorKeyFor({ status: 503 })).toBe('errors.internal_server_error')
    expect(errorKeyFor({ status: 403 })).toBe('errors.forbidden_action')
    expect(errorKeyFor({ status: 404 })).toBe('errors.not_found')
    expect(errorKeyFor({ status: 400 })).toBe('errors.unknown_error_occurred')
    expect(errorKeyFor({ status: 409, data: 'Conflict' })).toBe('errors.unknown_error_occurred')
  })

  it('falls back to the service being unavailable when no response came', () => {
    expect(errorKeyFor(null, 'auth')).toBe('errors.auth_service_not_available')
    expect(errorKeyFor(null, 'cart')).toBe('errors.cart_service_not_available')
    expect(errorKeyFor(null, 'order')).toBe('errors.order_service_not_available')
    expect(errorKeyFor(null)).toBe('errors.unknown_error_occurred')
  })

  it('has a Swedish text for every key it gives', () => {
    for (const key of [
      errorKeyFor(null, 'auth'),
      errorKeyFor({ status: 500 }),
      errorKeyFor({ status: 401, data: 'Invalid token' }),
    ]) {
      expect(t(key)).not.toBe(key)
    }
  })
})
