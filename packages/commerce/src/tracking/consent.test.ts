import { describe, expect, it } from 'vitest'
import {
  activeGroupsString,
  CONSENT_COOKIE,
  consentCookie,
  consentExpiry,
  consentMode,
  consentSegment,
  currentConsent,
  decide,
  groupsOfSegment,
  NO_CHOICE_SEGMENT,
  parseActiveGroups,
  parseConsent,
  serialiseConsent,
} from './consent'

const now = new Date('2026-11-24T12:00:00.000Z')

describe('decide', () => {
  it('gives every group for "Acceptera alla", only the necessary one for "Endast nödvändiga"', () => {
    expect(decide('all', now)).toEqual({ groups: ['C0001', 'C0002', 'C0003', 'C0004'], date: now.toISOString() })
    expect(decide('necessary', now).groups).toEqual(['C0001'])
  })

  it('keeps the necessary group and the ticked ones of a custom choice, in a fixed order', () => {
    expect(decide({ C0004: true, C0002: false, C0003: true }, now).groups).toEqual(['C0001', 'C0003', 'C0004'])
  })
})

describe('the cookie', () => {
  it('round-trips through its value, which needs no escaping', () => {
    const choice = decide({ C0002: true }, now)
    const value = serialiseConsent(choice)
    expect(value).toBe('C0001.C0002|2026-11-24T12:00:00.000Z')
    expect(value).not.toMatch(/[\s,;"\\]/)
    expect(parseConsent(value)).toEqual(choice)
    expect(parseConsent(encodeURIComponent(value))).toEqual(choice)
  })

  it('reads anything else as no choice, so the banner asks', () => {
    for (const value of [undefined, null, '', 'yes', 'C0001|yesterday', 'C0009|2026-11-24T12:00:00Z', 'C0001|x|y']) {
      expect(parseConsent(value)).toBeNull()
    }
  })

  it('always counts the necessary group, even when a value leaves it out', () => {
    expect(parseConsent('C0004|2026-11-24T12:00:00Z')?.groups).toEqual(['C0001', 'C0004'])
  })

  it('holds for 12 calendar months, then asks again', () => {
    const choice = decide('all', now)
    expect(consentExpiry(choice).toISOString()).toBe('2027-11-24T12:00:00.000Z')
    const value = serialiseConsent(choice)
    expect(currentConsent(value, new Date('2027-11-24T11:59:59.000Z'))).toEqual(choice)
    expect(currentConsent(value, new Date('2027-11-24T12:00:00.000Z'))).toBeNull()
  })

  it('does not trust a choice dated in the future (beyond a day of clock skew)', () => {
    expect(currentConsent('C0001|2026-11-25T11:00:00Z', now)).not.toBeNull()
    expect(currentConsent('C0001|2026-12-24T12:00:00Z', now)).toBeNull()
  })

  it('is set for the whole site, Lax, readable by scripts, until the choice expires', () => {
    const cookie = consentCookie(decide('necessary', now), now, false)
    expect(cookie).toBe(`${CONSENT_COOKIE}=C0001|2026-11-24T12:00:00.000Z; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(consentCookie(decide('necessary', now), now, true)).toMatch(/; Secure$/)
  })
})

describe('the path segment', () => {
  it('names the choice, so a page cached for one choice is never served for another', () => {
    expect(consentSegment(decide({ C0003: true }, now))).toBe('C0001.C0003')
    expect(consentSegment(null)).toBe(NO_CHOICE_SEGMENT)
    expect(groupsOfSegment('C0001.C0003')).toEqual(['C0001', 'C0003'])
    expect(groupsOfSegment(consentSegment(decide('all', now)))).toEqual(['C0001', 'C0002', 'C0003', 'C0004'])
  })

  it('reads anything else as no choice', () => {
    for (const segment of [NO_CHOICE_SEGMENT, 'C0003', 'C0001.C0009', '', 'C0001%2EC0002x']) {
      expect(groupsOfSegment(segment)).toBeNull()
    }
  })
})

describe('the consent platform interface', () => {
  it("writes and reads OneTrust's active groups string", () => {
    expect(activeGroupsString(['C0001', 'C0003'])).toBe(',C0001,C0003,')
    expect(parseActiveGroups(',C0001,C0003,')).toEqual(['C0001', 'C0003'])
    expect(parseActiveGroups(' C0002 ,C0001,C0099')).toEqual(['C0001', 'C0002'])
    expect(parseActiveGroups(undefined)).toEqual([])
  })
})

describe('Google Consent Mode v2', () => {
  it('defaults to denied for all but security storage', () => {
    expect(consentMode([])).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
  })

  it('maps statistics to analytics, functional to functionality and personalisation, marketing to ads', () => {
    expect(consentMode(['C0001', 'C0002'])).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    expect(consentMode(['C0001', 'C0003'])).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    })
    expect(consentMode(['C0001', 'C0004'])).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
    })
  })
})
