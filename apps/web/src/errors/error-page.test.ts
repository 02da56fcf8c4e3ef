import { t } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import { errorPageText } from './error-page'

const shown = (status: number) => {
  const text = errorPageText(status)
  return { headline: t(text.headline), reason: t(text.reason) }
}

describe('errorPageText', () => {
  it('says not found for 404', () => {
    expect(shown(404).headline).toBe('Sidan kunde inte hittas')
  })

  it('says internal server error for 5xx and asks to try later', () => {
    expect(shown(500)).toEqual(shown(503))
    expect(shown(500).headline).not.toBe(shown(404).headline)
    expect(shown(500).reason).toMatch(/försök igen senare/i)
  })

  it('apologises for anything else', () => {
    expect(shown(403).headline).not.toBe(shown(500).headline)
    expect(shown(403).reason).toMatch(/försök igen senare/i)
  })
})
