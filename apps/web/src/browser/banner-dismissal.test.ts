import { describe, expect, it } from 'vitest'
import {
  bannerHideScript,
  bannerStorageKey,
  dismissBanner,
  isBannerDismissed,
  MAX_DISMISSED_BANNERS,
} from './banner-dismissal'
import { brokenStorage, memoryStorage } from './test-storage'

describe('banner dismissal', () => {
  it('remembers a closed banner by id, per kind', () => {
    const storage = memoryStorage()
    expect(isBannerDismissed(storage, 'alert', 'a1')).toBe(false)
    expect(dismissBanner(storage, 'alert', 'a1')).toBe(true)
    expect(isBannerDismissed(storage, 'alert', 'a1')).toBe(true)
    expect(isBannerDismissed(storage, 'information', 'a1')).toBe(false)
  })

  it('shows a new banner again', () => {
    const storage = memoryStorage()
    dismissBanner(storage, 'alert', 'a1')
    expect(isBannerDismissed(storage, 'alert', 'a2')).toBe(false)
  })

  it('survives a reload: the state lives in storage only', () => {
    const storage = memoryStorage()
    dismissBanner(storage, 'information', 'i1')
    const reloaded = memoryStorage(Object.fromEntries(storage.data))
    expect(isBannerDismissed(reloaded, 'information', 'i1')).toBe(true)
  })

  it('keeps the list short and free of duplicates', () => {
    const storage = memoryStorage()
    for (let index = 0; index < MAX_DISMISSED_BANNERS + 5; index += 1) dismissBanner(storage, 'alert', `b${index}`)
    dismissBanner(storage, 'alert', 'b24')
    const stored = JSON.parse(storage.getItem(bannerStorageKey('alert')) ?? '[]')
    expect(stored).toHaveLength(MAX_DISMISSED_BANNERS)
    expect(stored[0]).toBe('b24')
    expect(new Set(stored).size).toBe(stored.length)
    expect(isBannerDismissed(storage, 'alert', 'b0')).toBe(false)
  })

  it('treats corrupt or missing storage as nothing dismissed, and never throws', () => {
    expect(isBannerDismissed(memoryStorage({ [bannerStorageKey('alert')]: '{oops' }), 'alert', 'a1')).toBe(false)
    expect(isBannerDismissed(memoryStorage({ [bannerStorageKey('alert')]: '"a1"' }), 'alert', 'a1')).toBe(false)
    expect(isBannerDismissed(null, 'alert', 'a1')).toBe(false)
    expect(isBannerDismissed(brokenStorage, 'alert', 'a1')).toBe(false)
    expect(dismissBanner(brokenStorage, 'alert', 'a1')).toBe(false)
    expect(dismissBanner(null, 'alert', 'a1')).toBe(false)
  })
})

describe('the pre-paint hide script', () => {
  function run(script: string, storage: ReturnType<typeof memoryStorage>) {
    const element = { hidden: false }
    const document = { getElementById: (id: string) => (id === 'banner-el' ? element : null) }
    new Function('localStorage', 'document', script)(storage, document)
    return element.hidden
  }

  it('hides the element exactly when the helper says the banner was dismissed', () => {
    const storage = memoryStorage()
    const script = bannerHideScript('alert', 'a1', 'banner-el')
    expect(run(script, storage)).toBe(false)
    dismissBanner(storage, 'alert', 'a1')
    expect(run(script, storage)).toBe(true)
    expect(run(bannerHideScript('alert', 'a2', 'banner-el'), storage)).toBe(false)
  })

  it('does nothing on corrupt storage', () => {
    const storage = memoryStorage({ [bannerStorageKey('alert')]: 'nope' })
    expect(run(bannerHideScript('alert', 'a1', 'banner-el'), storage)).toBe(false)
  })

  it('cannot be broken out of by a hostile id', () => {
    const script = bannerHideScript('alert', '</script><script>alert(1)</script>"\u2028', 'banner-el')
    expect(script).not.toContain('</script>')
    expect(script).not.toContain('\u2028')
    const storage = memoryStorage()
    dismissBanner(storage, 'alert', '</script><script>alert(1)</script>"\u2028')
    expect(run(script, storage)).toBe(true)
  })
})
