import { expect, test } from '@playwright/test'
import { adminDocs, bearerFor, PORT } from './support'

const origin = `http://127.0.0.1:${PORT}`

type Input = { id: string; title: string; type: string; inputList?: string | null; requiredField?: boolean }

function answer(input: Input): string {
  if (input.type === 'email') return 'inkop@byggab.se'
  if (input.type === 'number') return '12'
  if (input.type === 'select' || input.type === 'radio') return (input.inputList ?? '').split('\n')[0]?.trim() ?? ''
  if (input.type === 'checkbox') return 'ja'
  return 'Bygg AB'
}

test('an account application is validated, stored, and readable by the site admin', async ({ request }) => {
  const [form] = await adminDocs<{ id: number; inputs: Input[] }>(
    request,
    'dynamic-forms',
    'where[brand][equals]=nordbygg&limit=1',
  )
  if (!form) throw new Error('Nordbygg has no seeded account application')
  const required = form.inputs.filter((input) => input.requiredField)
  const first = required[0]
  if (!first) throw new Error('the seeded account application has no required field')

  // Missing required fields: 400, the field named in Swedish, nothing stored.
  const incomplete = await request.post(`${origin}/api/content/forms/${form.id}/submissions`, {
    data: { values: {} },
  })
  expect(incomplete.status()).toBe(400)
  const problem = await incomplete.json()
  expect(problem.error).toBe('errors.invalid_form')
  expect(problem.fields[first.id]).toBe(`${first.title} måste fyllas i.`)
  expect(problem.issues).toContainEqual({ path: `values.${first.id}`, message: `${first.title} måste fyllas i.` })

  // Unreadable or misshapen bodies are the same kind of no, in the form's own key.
  for (const data of ['nej', { values: 'nej' }, { values: {}, extra: 1 }]) {
    const garbage = await request.post(`${origin}/api/content/forms/${form.id}/submissions`, { data })
    expect(garbage.status(), JSON.stringify(data)).toBe(400)
    expect((await garbage.json()).error).toBe('errors.invalid_form')
  }

  const values = Object.fromEntries(required.map((input) => [input.id, answer(input)]))
  const stored = await request.post(`${origin}/api/content/forms/${form.id}/submissions`, { data: { values } })
  expect(stored.status()).toBe(201)

  const unknown = await request.post(`${origin}/api/content/forms/999999/submissions`, { data: { values } })
  expect(unknown.status()).toBe(404)

  const submissions = await request.get(`${origin}/api/payload/form-submissions?where[form][equals]=${form.id}`, {
    headers: await bearerFor(request, 'siteadmin@demo.test'),
  })
  const docs = (await submissions.json()).docs as Array<{ values: Record<string, string> }>
  expect(docs.some((doc) => JSON.stringify(doc.values) === JSON.stringify(values))).toBe(true)
})
