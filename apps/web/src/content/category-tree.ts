import type { Category } from '../payload-types'
import type { MenuItem } from '../shell/types'

/** Categories as a tree, siblings in their sort order (the product menu shows two levels). */
export function categoryTree(
  categories: Pick<Category, 'id' | 'name' | 'path' | 'parent' | 'sortOrder'>[],
): MenuItem[] {
  const parentId = (c: (typeof categories)[number]) =>
    c.parent && typeof c.parent === 'object' ? c.parent.id : (c.parent ?? null)
  const byParent = new Map<unknown, typeof categories>()
  for (const category of [...categories].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))) {
    const key = parentId(category)
    byParent.set(key, [...(byParent.get(key) ?? []), category])
  }
  const build = (parent: unknown): MenuItem[] =>
    (byParent.get(parent) ?? []).map((c) => ({ label: c.name, url: `/kategorier/${c.path}`, children: build(c.id) }))
  return build(null)
}
