import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { brandForm, submitForm } from '@/content/service'
import { contentSourceFor } from '@/content/source'

export const dynamic = 'force-dynamic'

/**
 * A dynamic form's submission (the account application, spec section 3 "Dynamic form"): validated
 * against the form's own inputs, then stored for the brand's editors to read in the admin. Bad input
 * is 400 `errors.invalid_form` (field problems in `issues` and `fields`); an unknown form is 404.
 */
export const POST = route({
  summary: 'Skickar in ett formulär (kontoansökan); svaren kontrolleras mot formulärets fält och sparas.',
  access: 'anonymous',
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  body: z.strictObject({ values: z.record(z.string().max(100), z.string().max(10_000)) }),
  invalid: 'errors.invalid_form',
  status: 201,
  handler: async ({ payload, brand, input }) => {
    const form = await brandForm(await contentSourceFor(brand), brand, input.params.id)
    return form.ok ? submitForm(payload, brand, form.value, input.body.values) : form
  },
})
