import { brands } from '@shop/tenants'

export interface PreviewDoc {
  brand?: string | null
  slug?: string | null
  listingPage?: unknown
}

/**
 * Where the admin's live preview and "Förhandsgranska" open a draft: the brand's own host with
 * `?preview=1`, which makes the storefront read drafts (Payload `draft: true`) for a logged-in editor.
 * Locally every brand answers on `<brand id>.localhost:3000`; `PREVIEW_ORIGIN_<BRAND>` (e.g.
 * PREVIEW_ORIGIN_NORDBYGG=https://www.nordbygg.se) overrides the origin per brand in deployments.
 */
export function previewOrigin(brandId: string): string {
  const override = process.env[`PREVIEW_ORIGIN_${brandId.toUpperCase()}`]
  if (override) return override.replace(/\/$/, '')
  const known = brands.some((b) => b.id === brandId)
  return `http://${known ? brandId : 'localhost'}.localhost:3000`
}

export function previewUrl(doc: PreviewDoc | null | undefined): string {
  const brand = doc?.brand ?? brands[0]?.id ?? 'localhost'
  const listing = doc?.listingPage
  const listingSlug =
    listing && typeof listing === 'object' && 'slug' in listing ? String((listing as { slug: unknown }).slug) : ''
  const path = [listingSlug, doc?.slug ?? ''].filter(Boolean).join('/')
  return `${previewOrigin(brand)}/${path}?preview=1`
}
