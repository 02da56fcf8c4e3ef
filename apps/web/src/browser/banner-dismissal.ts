import { type KeyValueStorage, readStringList, writeStringList } from './web-storage'

/**
 * Closed banners stay closed across reloads: localStorage keeps the ids of the banners a visitor
 * closed, one list per kind. A banner with a new id shows again. The list is capped so years of
 * banners do not pile up.
 */
export type BannerKind = 'alert' | 'information'

export const MAX_DISMISSED_BANNERS = 20

export const BANNER_STORAGE_PREFIX = 'shop.banner-dismissed.'

export function bannerStorageKey(kind: BannerKind): string {
  return `${BANNER_STORAGE_PREFIX}${kind}`
}

export function isBannerDismissed(storage: KeyValueStorage | null, kind: BannerKind, id: string): boolean {
  return readStringList(storage, bannerStorageKey(kind)).includes(id)
}

export function dismissBanner(storage: KeyValueStorage | null, kind: BannerKind, id: string): boolean {
  const earlier = readStringList(storage, bannerStorageKey(kind)).filter((other) => other !== id)
  return writeStringList(storage, bannerStorageKey(kind), [id, ...earlier].slice(0, MAX_DISMISSED_BANNERS))
}

/** JSON that is also safe inside an HTML <script> element (no '</script>', no U+2028/2029 surprises). */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The inline script placed right after a banner's element. It runs while the HTML is parsed, before
 * the first paint, and hides the banner when the visitor closed it before, so a closed banner never
 * flashes and an open one never shifts the layout in. Same storage format as isBannerDismissed().
 */
export function bannerHideScript(kind: BannerKind, id: string, elementId: string): string {
  return (
    `(function(){try{var l=JSON.parse(localStorage.getItem(${scriptLiteral(bannerStorageKey(kind))})||"[]");` +
    `if(Array.isArray(l)&&l.indexOf(${scriptLiteral(id)})>-1){var e=document.getElementById(${scriptLiteral(elementId)});` +
    'if(e)e.hidden=true}}catch(_){}})()'
  )
}
