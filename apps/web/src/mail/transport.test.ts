import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { mailAdapter, SMTP_ADAPTER, senderOf } from './transport'

const trahuset = brandById('trahuset')
if (!trahuset) throw new Error('brand trahuset missing')
const adapterName = (env: { SMTP_URL?: string }) => mailAdapter(env)({ payload: {} as Payload }).name

describe('mail transport', () => {
  it("sends in the brand's name, from noreply@ its main host unless MAIL_FROM says otherwise", () => {
    expect(senderOf(trahuset)).toEqual({ name: 'Trähuset', address: 'noreply@trahuset.se' })
    expect(senderOf(trahuset, 'order@bygg.example')).toEqual({ name: 'Trähuset', address: 'order@bygg.example' })
  })

  it('goes over SMTP only when SMTP_URL is set', () => {
    expect(adapterName({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(SMTP_ADAPTER)
    expect(adapterName({})).toBe('outbox')
  })
})
