import { describe, expect, it } from 'vitest'
import { isAppUserAgent, shellModeOf } from './app-mode'

describe('isAppUserAgent', () => {
  it('recognises a leading versioned app marker', () => {
    expect(isAppUserAgent('NordbyggApp/3.2.0 (iOS 18.1)')).toBe(true)
    expect(isAppUserAgent('TrahusetApp/1.0')).toBe(true)
  })

  it('ignores browsers, markers without a version and markers not at the start', () => {
    expect(isAppUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false)
    expect(isAppUserAgent('NordbyggApp (iOS)')).toBe(false)
    expect(isAppUserAgent('Mozilla/5.0 NordbyggApp/3.2.0')).toBe(false)
    expect(isAppUserAgent(undefined)).toBe(false)
  })
})

describe('shellModeOf', () => {
  const app = 'NordbyggApp/3.2.0 (iOS 18.1)'
  const punchout = { punchout: { companyName: 'Västkustens Entreprenad' } }

  it('is PUNCHOUT with the company in a punch-out session, even in the app', () => {
    expect(shellModeOf(punchout, 'Mozilla/5.0')).toEqual({ kind: 'PUNCHOUT', company: 'Västkustens Entreprenad' })
    expect(shellModeOf(punchout, app)).toEqual({ kind: 'PUNCHOUT', company: 'Västkustens Entreprenad' })
  })

  it('is APP for the native apps and NORMAL otherwise', () => {
    expect(shellModeOf({ punchout: null }, app)).toEqual({ kind: 'APP' })
    expect(shellModeOf(null, 'Mozilla/5.0')).toEqual({ kind: 'NORMAL' })
  })
})
