import { textSelect } from '@shop/blocks/shared/text-select'
import { brandIdSchema } from '@shop/schemas'
import { brands } from '@shop/tenants'
import type { PayloadRequest, SelectField, TextField } from 'payload'
import { editorBrandOptions, validateEditorBrand } from './access'

export const BRAND_IDS = brands.map((b) => b.id) as [string, ...string[]]

export const brandOptions = brands.map((b) => ({ label: b.name, value: b.id }))

/** A brand id this deployment has (tenants/index.ts); what a brand field may store. */
export const registeredBrandId = brandIdSchema.refine((id) => BRAND_IDS.includes(id), {
  error: (issue) => `Okänt varumärke: ${String(issue.input)}`,
})

/** A select of brands, stored as text: a new brand is a folder under tenants/, not a migration. */
export function brandSelect(field: Omit<SelectField, 'type' | 'options'>): SelectField {
  return textSelect({ ...field, type: 'select', options: brandOptions } as SelectField, registeredBrandId)
}

/** Admin groups in the Payload sidebar. */
export const GROUPS = {
  catalog: 'Katalog',
  customers: 'Kunder',
  commerce: 'Handel',
  content: 'Innehåll',
  system: 'System',
} as const

/** Which brand a content document belongs to; required for brand-scoped content. */
export function brandField(overrides: Partial<SelectField> = {}): SelectField {
  return brandSelect({
    name: 'brand',
    label: 'Varumärke',
    required: true,
    index: true,
    admin: { position: 'sidebar' },
    // Editors pick among their own brands only …
    filterOptions: ({ options, req }) => editorBrandOptions(options, req),
    // … and cannot create a document in, or move one to, a brand outside them (once brandSelect has
    // checked that the brand exists).
    validate: (value: unknown, { req }: { req?: PayloadRequest }) => {
      const empty = value === undefined || value === null || value === ''
      if (empty) return overrides.required === false ? true : 'Välj ett varumärke.'
      return validateEditorBrand(value, req)
    },
    ...overrides,
  } as SelectField)
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lower-case url segment; uniqueness is set per collection (global or per brand). */
export function slugField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    label: 'Slug (url)',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: 'Gemener, siffror och bindestreck, t.ex. "om-oss".' },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : 'Slug får bara innehålla gemener a–z, siffror och bindestreck.',
    ...overrides,
  } as TextField
}
