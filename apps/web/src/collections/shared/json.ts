import { z } from '@shop/schemas'
import type { Field, JSONField } from 'payload'

/**
 * Shapes of the JSON columns. Nested lists on catalog rows are JSON (not Payload arrays) so that one
 * variant, price or stock entry is exactly one row and the catalog can be bulk-inserted. The zod
 * schemas here validate admin edits and feed `typescriptSchema`, so payload-types.ts carries the real
 * element types instead of `unknown`.
 */

export const imageShape = z.object({
  assetLabel: z.string(),
  assetMimeType: z.string(),
  /** 'PRIMARY' for the main picture, 'GALLERY' for further ones, 'DOCUMENT' for data sheets. */
  assetType: z.string(),
  assetUrl: z.string(),
  /** Measures of a media-library picture, for a page laid out before it arrives. */
  assetWidth: z.number().int().positive().optional(),
  assetHeight: z.number().int().positive().optional(),
})

export const attributeShape = z.object({ attributeName: z.string(), attributeValue: z.string() })

export const warningShape = z.object({
  /** GHS pictogram code, e.g. GHS02 (flammable). */
  code: z.string(),
  description: z.string(),
  /** 'Varning' or 'Fara' (CLP signal words in Swedish). */
  signalWord: z.string(),
  assetUrl: z.string(),
  detailedDescription: z.string(),
})

export const RELATION_KINDS = ['upper', 'spareParts', 'complementary', 'accessories'] as const
export const relationShape = z.object({
  kind: z.enum(RELATION_KINDS),
  label: z.string(),
  articleNumbers: z.array(z.string()),
})

export const breadcrumbShape = z.object({ name: z.string(), slug: z.string(), path: z.string() })

export const discountShape = z.object({
  amount: z.number(),
  name: z.string(),
  percentage: z.number(),
  type: z.string(),
})

export const bracketShape = z.object({ minQuantity: z.number(), netPrice: z.number() })

export const orderItemShape = z.object({
  articleNumber: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  netPrice: z.number().nullable(),
  alloyingPrice: z.number().nullable().optional(),
  label: z.string().nullable().optional(),
  requestedDeliveryDate: z.string().nullable().optional(),
})

export const orderDetailsShape = z
  .object({
    warehouseId: z.string().nullable(),
    storeId: z.string().nullable().optional(),
    addressId: z.string().nullable().optional(),
    requestedDeliveryDate: z.string().nullable().optional(),
    message: z.string().nullable().optional(),
    zipCode: z.string().nullable().optional(),
    contactName: z.string().nullable().optional(),
    contactPhone: z.string().nullable().optional(),
    reference: z.string().nullable().optional(),
  })
  .catchall(z.unknown())

export const totalsShape = z.object({
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  currency: z.literal('SEK'),
})

type Shape = z.ZodType

function toTypescriptSchema(schema: Shape) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>
  return { anyOf: [rest, { type: 'null' }] }
}

/** A JSON field whose value must match `schema`; `nullable` lets it stay empty. */
export function jsonField(
  name: string,
  label: string,
  schema: Shape,
  extra: Partial<Omit<JSONField, 'type' | 'name'>> = {},
): Field {
  const allowed = z.union([schema, z.null(), z.undefined()])
  return {
    name,
    label,
    type: 'json',
    typescriptSchema: [() => toTypescriptSchema(schema) as never],
    validate: (value: unknown) => {
      const result = allowed.safeParse(value)
      if (result.success) return true
      const first = result.error.issues[0]
      return `${label}: ${first ? `${first.path.join('.')} ${first.message}` : 'ogiltigt värde'}`
    },
    ...extra,
  } as Field
}

export type ImageJSON = z.infer<typeof imageShape>
export type AttributeJSON = z.infer<typeof attributeShape>
export type WarningJSON = z.infer<typeof warningShape>
export type RelationJSON = z.infer<typeof relationShape>
export type BreadcrumbJSON = z.infer<typeof breadcrumbShape>
export type DiscountJSON = z.infer<typeof discountShape>
export type BracketJSON = z.infer<typeof bracketShape>
export type OrderItemJSON = z.infer<typeof orderItemShape>
export type OrderDetailsJSON = z.infer<typeof orderDetailsShape>
export type TotalsJSON = z.infer<typeof totalsShape>
