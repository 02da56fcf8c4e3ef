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

/**
 * A procurement system's site that shows the shop inside its own page (Coupa, Jaggaer, SAP Ariba frame
 * the supplier's catalog): an origin as CSP's frame-ancestors writes it, `https://inkop.example.se`,
 * `https://*.coupahost.com`, a port or `:*`. https unless on this machine.
 */
const frameOrigin = z
  .string()
  .regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/, {
    error: 'Ange webbplatsen som https://inkop.exempel.se (ingen sökväg).',
  })
  .refine(
    (origin) =>
      origin.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1|[a-z0-9.-]+\.localhost)(:|$)/.test(origin),
    {
      error: 'En inköpsportal på internet ska börja med https://.',
    },
  )
/** The sites that may frame the shop for a company or an organisation. */
const frameOrigins = z.array(frameOrigin).max(20).optional()

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
  /** Its procurement system's sites that show the shop in a frame. */
  frameOrigins,
})
export type OciCompanyRule = z.infer<typeof ociCompanyRuleSchema>

/**
 * A list check: the second entry with the same key is named at `field`, so tenants:check points at
 * the duplicate, not at the list.
 */
function unique<T>(key: (entry: T) => string, field: string, message: (entry: T) => string) {
  return (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    for (const [index, entry] of entries.entries()) {
      if (seen.has(key(entry))) ctx.addIssue({ code: 'custom', path: [index, field], message: message(entry) })
      seen.add(key(entry))
    }
  }
}

/**
 * A buying organisation that punches out by cXML: who it is in its requests' From credential, the
 * SHA-256 of the shared secret its Sender sends (the secret itself is never stored), and whom the
 * shop treats it as.
 */
export const cxmlBuyingOrganisationSchema = z.strictObject({
  identity: z.string().trim().min(1, { error: 'Ange organisationens identitet (Identity).' }).max(200),
  /** The credential's domain: NetworkID (Ariba), DUNS… */
  domain: z.string().trim().min(1, { error: 'Ange domänen, t.ex. NetworkID.' }).max(80).default('NetworkID'),
  sharedSecretSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'Ange SHA-256 av den delade hemligheten: 64 hexadecimala gemener.' }),
  /** The company (as OCI's Bolag names it) whose export rules this organisation's carts follow. */
  company: z.string().trim().min(1, { error: 'Ange bolagets namn.' }).max(80),
  /** The shop's customer number of the organisation, e.g. 10007. */
  customerNumber: z.string().regex(/^\d{1,20}$/, { error: 'Ange kundnumret med siffror.' }),
  /** The punch-out user when a setup request names none. */
  defaultUser: z.email({ error: 'Ange en giltig e-postadress.' }),
  /** Its procurement system's sites that show the shop in a frame. */
  frameOrigins,
})
export type CxmlBuyingOrganisation = z.infer<typeof cxmlBuyingOrganisationSchema>

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
      .superRefine(
        unique(
          (rule) => rule.company.toLowerCase(),
          'company',
          (rule) => `Bolaget ${rule.company} har redan regler.`,
        ),
      ),
  }),
  /** cXML punch-out (beside OCI); a brand without the section takes no cXML requests. */
  cxml: z
    .strictObject({
      buyingOrganisations: z
        .array(cxmlBuyingOrganisationSchema)
        .default([])
        .superRefine(
          unique(
            (org) => `${org.domain.toLowerCase()}|${org.identity}`,
            'identity',
            (org) => `Inköpsorganisationen ${org.identity} (${org.domain}) finns redan.`,
          ),
        ),
    })
    .optional(),
})
export type PunchoutConfig = z.infer<typeof punchoutConfigSchema>
