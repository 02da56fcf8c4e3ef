import { z } from './zod'

/**
 * A brand's punch-out rules (spec section 3, "Punch-out order export item"): what the OCI fields carry
 * by default, and each procurement company's own rules, as data a brand manager edits and
 * `npm run tenants:check` validates. A company is named as its procurement system sends it (`Bolag`).
 */

/** An OCI unit code: upper-case letters and digits (STK, ST, M2). */
const unitCode = z.string().regex(/^[A-Z0-9]{1,8}$/, { error: 'Skriv enheten med versaler och siffror, t.ex. ST.' })
/** A fixed OCI field value; OCI's character fields hold at most 40 characters. */
const fieldValue = z.string().max(40, { error: 'Högst 40 tecken.' })

/** Where a company's material group comes from, when not a fixed value. */
export const MATERIAL_GROUP_SOURCES = ['lastBreadcrumbParent'] as const

export const ociCompanyRuleSchema = z.strictObject({
  /** The company as `Bolag` names it; matched without regard to case and surrounding spaces. */
  company: z.string().trim().min(1, { error: 'Ange bolagets namn.' }).max(80),
  /** Units renamed for this company after upper-casing: `{ "STK": "ST" }`. */
  units: z.record(unitCode, unitCode).optional(),
  /** NEW_ITEM-CUST_FIELD1 for this company ('' leaves it empty). */
  customField1: fieldValue.optional(),
  /** NEW_ITEM-MATGROUP for this company: a fixed value, or the name of the product's last breadcrumb parent. */
  materialGroup: z
    .union([fieldValue, z.strictObject({ from: z.enum(MATERIAL_GROUP_SOURCES) })], {
      error: 'Ange en text eller { "from": "lastBreadcrumbParent" }.',
    })
    .optional(),
})
export type OciCompanyRule = z.infer<typeof ociCompanyRuleSchema>

export const punchoutConfigSchema = z.strictObject({
  oci: z.strictObject({
    /** Spec section 9: custom field 1 and the material group are 40000000 unless a company says otherwise. */
    customField1: fieldValue.default('40000000'),
    materialGroup: fieldValue.default('40000000'),
    /** Spec section 9: the lead time when the central warehouse gives none. */
    leadTimeDays: z.int().min(0).max(365).default(1),
    companies: z
      .array(ociCompanyRuleSchema)
      .default([])
      .superRefine((companies, ctx) => {
        const seen = new Set<string>()
        for (const [index, rule] of companies.entries()) {
          const key = rule.company.toLowerCase()
          if (seen.has(key))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'company'],
              message: `Bolaget ${rule.company} har redan regler.`,
            })
          seen.add(key)
        }
      }),
  }),
})
export type PunchoutConfig = z.infer<typeof punchoutConfigSchema>
