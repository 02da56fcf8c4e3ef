import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { contentSourceFor } from '@/content/source'
import { payload } from '@/db/payload'
import { validateSubmission } from '@/forms/validate'
import type { FormSubmission } from '@/payload-types'

const bodySchema = z.strictObject({ values: z.record(z.string().max(100), z.string().max(10_000)) })

type Context = { params: Promise<{ id: string }> }

const fail = (status: number, error: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error, message, ...(fields ? { fields } : {}) }, { status })

/**
 * A dynamic form's submission (the account application, spec section 3 "Dynamic form"): validated
 * against the form's own inputs, then stored for the brand's editors to read in the admin.
 */
export async function POST(request: Request, { params }: Context) {
  const brand = brandForHost(request.headers.get('host'))
  const { id } = await params
  const form = await (await contentSourceFor(brand)).dynamicForm({ brand: brand.id, id })
  if (!form) return fail(404, 'errors.not_found', t('errors.not_found'))
  const parsed = bodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return fail(400, 'errors.invalid_form', 'Formuläret kunde inte läsas. Försök igen.')
  const problems = validateSubmission(form, parsed.data.values)
  if (Object.keys(problems).length > 0) {
    return fail(400, 'errors.invalid_form', 'Kontrollera de markerade fälten.', problems)
  }
  const instance = await payload()
  await instance.create({
    collection: 'form-submissions',
    // Brand ids are validated at boot (tenants/), so the brand is one the collection knows.
    data: { brand: brand.id as FormSubmission['brand'], form: Number(form.id), values: parsed.data.values },
    overrideAccess: true,
  })
  return Response.json({ ok: true }, { status: 201 })
}
