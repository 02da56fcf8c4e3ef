import { brands } from '@shop/tenants'
import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { internalLinkExists, isCheckedLink } from './link-targets'

/**
 * The admin's check of internal links (issue 38): an address that starts with `/` must lead to a page of
 * the document's brand when it is published. Payload validates neither drafts nor autosaves, so an editor
 * can keep a draft that links to a page still to be written; the publish then says, in Swedish, which
 * address does not lead anywhere. The seed, which writes pages in no particular order, says so in its
 * context (the e2e link crawl checks what it wrote).
 */
export const SKIP_LINK_CHECK = 'skipLinkCheck'

const checkInternalLink: TextFieldSingleValidation = async (value, options) => {
  const basic = text(value, options)
  if (basic !== true) return basic
  const href = typeof value === 'string' ? value.trim() : ''
  if (!href || !isCheckedLink(href) || options.req.context?.[SKIP_LINK_CHECK]) return true
  if ((options.siblingData as { isExternalLink?: boolean } | undefined)?.isExternalLink) return true
  const brand = brands.find((b) => b.id === (options.data as { brand?: unknown } | undefined)?.brand)
  if (!brand) return true
  if (await internalLinkExists(options.req.payload, brand, href)) return true
  return `Länken ${href} leder inte till någon sida hos ${brand.name}. Rätta adressen, eller publicera sidan den pekar på först.`
}

function withCheck(field: Field): Field {
  if (field.type === 'text' && field.custom?.internalLink) return { ...field, validate: checkInternalLink } as Field
  if (field.type === 'blocks') {
    return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withCheck) })) }
  }
  if (field.type === 'tabs') {
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withCheck) })) }
  }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withCheck) } as Field
  return field
}

/** The collection with every link field of its own and of its blocks checked (see above); payload.config.ts applies it. */
export function withInternalLinkCheck(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(withCheck) }
}
