import { brands } from '@shop/tenants'
import type { Field, PayloadRequest, SelectField, TextField } from 'payload'
import { editorBrandOptions, validateEditorBrand } from './access'

export const BRAND_IDS = brands.map((b) => b.id) as [string, ...string[]]

export const brandOptions = brands.map((b) => ({ label: b.name, value: b.id }))

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
  return {
    name: 'brand',
    label: 'Varumärke',
    type: 'select',
    options: brandOptions,
    required: true,
    index: true,
    admin: { position: 'sidebar' },
    // Editors pick among their own brands only …
    filterOptions: ({ options, req }) => editorBrandOptions(options, req),
    // … and cannot create a document in, or move one to, a brand outside them.
    validate: (value: unknown, { req }: { req?: PayloadRequest }) => {
      const empty = value === undefined || value === null || value === ''
      if (empty) return overrides.required === false ? true : 'Välj ett varumärke.'
      if (!BRAND_IDS.includes(value as string)) return `Okänt varumärke: ${String(value)}`
      return validateEditorBrand(value, req)
    },
    ...overrides,
  } as SelectField
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

/** A url or site path kept as text (no media uploads: images are generated placeholders or urls). */
export function urlField(name: string, label: string, overrides: Partial<TextField> = {}): TextField {
  return { name, label, type: 'text', ...overrides } as TextField
}

export function linkFields(prefix = ''): Field[] {
  const n = (s: string) => (prefix ? `${prefix}${s[0]?.toUpperCase()}${s.slice(1)}` : s)
  return [
    { name: n('linkUrl'), label: 'Länk (url)', type: 'text' },
    { name: n('linkText'), label: 'Länktext', type: 'text' },
  ]
}
