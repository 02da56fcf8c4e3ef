/**
 * Payload's API is the admin's (issue 36 finding 5; apps/web/src/collections/shared/payload-api.ts): the
 * rules as Payload runs them for a request over REST or GraphQL (`req.payloadAPI`), against the real
 * embedded database, seeded small. The Local API, which the shop's services use, keeps the collections'
 * own rules. The same over HTTP: tests/e2e/attacks/payload-api.spec.ts.
 */

import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editorEmail, seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-02T09:00:00.000Z')
const silent = () => {}

type User = { id: number | string; collection: 'users'; [key: string]: unknown }

describe.each(databases)('Payload API on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload
    const users: Record<'admin' | 'editor' | 'shopper', User | null> = { admin: null, editor: null, shopper: null }

    /** A find as Payload runs it for a REST call of `user` (null: anonymous). */
    const overRest = (collection: CollectionSlug, user: User | null, args: Record<string, unknown> = {}) =>
      payload.find({
        collection,
        depth: 0,
        overrideAccess: false,
        user: user ?? undefined,
        req: { payloadAPI: 'REST' } as Partial<PayloadRequest>,
        ...args,
      })

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 60, demo: true, now: NOW, log: silent })
      const byEmail = async (email: string) => {
        const { docs } = await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          overrideAccess: true,
          depth: 0,
        })
        return { ...(docs[0] as unknown as User), collection: 'users' as const }
      }
      users.admin = await byEmail('siteadmin@demo.test')
      users.editor = await byEmail(editorEmail('nordbygg'))
      users.shopper = await byEmail('user@demo.test')
    })
    afterAll(async () => {
      await t?.destroy()
    })

    it('refuses visitors and shop users every collection, and editors all but their content', async () => {
      for (const collection of ['variants', 'products', 'stock', 'pages', 'quotes', 'users'] as const) {
        await expect(overRest(collection, null, { limit: 1 }), collection).rejects.toMatchObject({ status: 403 })
        await expect(overRest(collection, users.shopper, { limit: 1 }), collection).rejects.toMatchObject({
          status: 403,
        })
      }
      for (const collection of ['variants', 'stock', 'prices', 'quotes'] as const) {
        await expect(overRest(collection, users.editor, { limit: 1 }), collection).rejects.toMatchObject({
          status: 403,
        })
      }
      const own = await overRest('pages', users.editor, { limit: 5 })
      expect(own.docs.length).toBeGreaterThan(0)
      expect(own.docs.every((page) => (page as { brand?: string }).brand === 'nordbygg')).toBe(true)
      expect((await overRest('variants', users.admin, { limit: 5 })).docs).toHaveLength(5)
    })

    it('refuses an unbounded or oversized list over REST, the admin too; the Local API is not limited', async () => {
      for (const args of [
        { pagination: false },
        { limit: 0 },
        { limit: -1 },
        { limit: 101 },
        { limit: 1, joins: { variants: { limit: 0 } } },
      ]) {
        await expect(overRest('products', users.admin, args), JSON.stringify(args)).rejects.toMatchObject({
          status: 400,
          message: 'Högst 100 rader kan hämtas åt gången. Hämta listan sida för sida.',
        })
      }
      expect((await overRest('variants', users.admin, { limit: 100 })).docs).toHaveLength(60)
      // Without pagination a limit still bounds the list.
      expect((await overRest('variants', users.admin, { limit: 20, pagination: false })).docs).toHaveLength(20)
      // The shop's services read through the Local API with their own rules, as before.
      const local = await payload.find({ collection: 'variants', pagination: false, depth: 0, overrideAccess: false })
      expect(local.docs).toHaveLength(60)
    })

    it('populates at most two levels, whatever depth is asked', async () => {
      const { docs } = await overRest('variants', users.admin, { limit: 1, depth: 10 })
      const variant = docs[0] as unknown as { product: { category: { parent: unknown } } }
      expect(typeof variant.product.category).toBe('object')
      expect(['number', 'string']).toContain(typeof variant.product.category.parent)
    })
  })
})
