/**
 * Customer assortments (customers.assortment): which top categories a trade customer's menu and
 * category lookups show. 'Standard' is the whole catalog and also what an unknown or empty name
 * means, so a typo in the customer record never hides the catalog.
 */

export const STANDARD_ASSORTMENT = 'Standard'

/** Top-category slugs per assortment name, or 'all'. Slugs are those of the seeded category tree. */
export const ASSORTMENTS: Record<string, readonly string[] | 'all'> = {
  [STANDARD_ASSORTMENT]: 'all',
  // Builders and façade contractors: the building envelope and the tools for it, no installations.
  Proffs: [
    'tra-och-skivor',
    'verktyg',
    'farg',
    'jarnhandel',
    'isolering',
    'tak',
    'golv',
    'mur-och-betong',
    'skydd-och-arbetsklader',
  ],
  // Plumbers: pipes and bathrooms, plus the fixing, sealing and safety gear every job needs.
  VVS: ['vvs', 'verktyg', 'jarnhandel', 'mur-och-betong', 'skydd-och-arbetsklader'],
  // Groundworks and landscaping.
  Mark: ['mur-och-betong', 'tradgard', 'tra-och-skivor', 'verktyg', 'jarnhandel', 'skydd-och-arbetsklader'],
  // Electricians.
  El: ['el', 'verktyg', 'jarnhandel', 'isolering', 'skydd-och-arbetsklader'],
}

/** The assortment's canonical name; case and surrounding space are ignored, unknown names are 'Standard'. */
export function assortmentName(name: string | null | undefined): string {
  const wanted = (name ?? '').trim().toLocaleLowerCase('sv-SE')
  return Object.keys(ASSORTMENTS).find((key) => key.toLocaleLowerCase('sv-SE') === wanted) ?? STANDARD_ASSORTMENT
}

/**
 * The top-category paths (top paths are their slugs) of `allTopSlugs` that the assortment shows, in
 * the order given, so the caller's menu order survives. Slugs an assortment lists but the catalog
 * lacks are left out.
 */
export function categoryPathsInAssortment(name: string | null | undefined, allTopSlugs: readonly string[]): string[] {
  const slugs = ASSORTMENTS[assortmentName(name)] ?? 'all'
  if (slugs === 'all') return [...allTopSlugs]
  const shown = new Set(slugs)
  return allTopSlugs.filter((slug) => shown.has(slug))
}
