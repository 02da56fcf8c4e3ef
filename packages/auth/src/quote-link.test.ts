import { describe, expect, it } from 'vitest'
import { signQuoteLink, verifyQuoteLink } from './quote-link'
import { signAccessToken } from './tokens'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const claims = { quoteId: 'Q-000042', sentAt: '2026-11-24T09:00:00.000Z' }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

describe('quote answer links', () => {
  it('carries its quote and sending', async () => {
    const token = await signQuoteLink(claims, secret, inDays(30))
    expect(await verifyQuoteLink(token, secret)).toEqual({ ok: true, claims })
  })

  it('is refused after the quote has expired', async () => {
    const token = await signQuoteLink(claims, secret, inDays(1))
    expect(await verifyQuoteLink(token, secret, inDays(2))).toEqual({ ok: false, reason: 'expired' })
  })

  it('is refused when altered or signed with another key', async () => {
    const token = await signQuoteLink(claims, secret, inDays(30))
    const [header, body, signature] = token.split('.') as [string, string, string]
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'Q-000043' }),
    ).toString('base64url')
    expect(await verifyQuoteLink(`${header}.${otherBody}.${signature}`, secret)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await verifyQuoteLink(token, `${secret}-other`)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is single-purpose: an access token of the shop is not a quote link', async () => {
    const access = await signAccessToken(
      { userId: '1', sessionId: 's', role: 'USER', customerPermissions: [], context: null },
      secret,
    )
    expect(await verifyQuoteLink(access, secret)).toEqual({ ok: false, reason: 'invalid' })
  })
})
