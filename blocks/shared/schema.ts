import { assetSchema, bannerSchema, richTextSchema, z } from '@shop/schemas'

/**
 * Tolerant building blocks of the section shapes. Sources may deliver null for empty fields (Payload
 * does) and half-empty asset groups; these parse to "absent" instead of failing the section.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deep copy with every null turned into undefined (so zod defaults apply). */
export function withoutNulls(value: unknown): unknown {
  if (value === null) return undefined
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (isRecord(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) {
      const cleaned = withoutNulls(inner)
      if (cleaned !== undefined) out[key] = cleaned
    }
    return out
  }
  return value
}

export const text = z.string().default('')

/** An optional asset: missing, null or without a url means no asset. */
export const optionalAsset = z.preprocess(
  (value) => (isRecord(value) && typeof value.url === 'string' && value.url.trim() !== '' ? value : undefined),
  assetSchema.optional(),
)

export const richText = richTextSchema.default([])

/** A link {text, url}; without a url it parses to undefined. */
export const optionalLink = z.preprocess(
  (value) => (isRecord(value) && typeof value.url === 'string' && value.url.trim() !== '' ? value : undefined),
  z.object({ text: z.string().default(''), url: z.string().min(1) }).optional(),
)
export type Link = { text: string; url: string }

export const banner = bannerSchema.extend({
  image: optionalAsset,
  contentImage: optionalAsset,
  bannerDesktop: optionalAsset,
  bannerMobile: optionalAsset,
  icon: optionalAsset,
})

export const banners = z.array(banner).min(1)

/** The common head of banner sections. */
export const bannerSectionShape = {
  title: text,
  icon: optionalAsset,
  backgroundColor: text,
  banners,
}

export { assetSchema, richTextSchema, z }
