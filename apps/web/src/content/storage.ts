import 'server-only'
import type { Brand } from '@shop/tenants'
import type { Payload, Where } from 'payload'
import type { FormSubmission } from '../payload-types'

/**
 * The content domain's own reads and writes (Local API), nothing else. Pages, forms, stores and
 * retailers come through the brand's content source (`source.ts`, Payload or Contentful); what is
 * here is the app's: the shell's banners, menus and footer store, and stored form answers.
 */

/** Everything the shell shows around a brand's pages, in one round of parallel reads. */
export async function shellDocuments(payload: Payload, brand: Pick<Brand, 'id' | 'defaultStoreId'>) {
  const active: Where = { and: [{ brand: { equals: brand.id } }, { active: { equals: true } }] }
  const [alerts, infos, menus, topCategories, stores] = await Promise.all([
    payload.find({ collection: 'alert-banners', where: active, sort: '-updatedAt', limit: 1, depth: 0 }),
    payload.find({ collection: 'information-banners', where: active, sort: '-updatedAt', limit: 1, depth: 0 }),
    payload.find({ collection: 'menus', where: { brand: { equals: brand.id } }, limit: 3, depth: 0 }),
    // The product menu's top level; its sub-categories load when the menu opens (shell/menus/category-islands.tsx).
    payload.find({
      collection: 'categories',
      where: { depth: { equals: 0 } },
      sort: 'sortOrder',
      limit: 100,
      depth: 0,
      pagination: false,
      select: { name: true, path: true },
    }),
    payload.find({ collection: 'stores', where: { storeId: { equals: brand.defaultStoreId } }, limit: 1, depth: 0 }),
  ])
  return {
    alertBanner: alerts.docs[0] ?? null,
    informationBanner: infos.docs[0] ?? null,
    menus: menus.docs,
    topCategories: topCategories.docs,
    footerStore: stores.docs[0] ?? null,
  }
}

/** Stores a form's answers for the brand's editors to read in the admin. */
export async function insertFormSubmission(
  payload: Payload,
  submission: { brand: string; form: number; values: Record<string, string> },
): Promise<void> {
  await payload.create({
    collection: 'form-submissions',
    // Brand ids are validated at boot (tenants/), so the brand is one the collection knows.
    data: { ...submission, brand: submission.brand as FormSubmission['brand'] },
    overrideAccess: true,
  })
}
