import type { BrandRoute, CustomPage } from '@shop/schemas'

export interface RouteMatch {
  page: CustomPage
  params: Record<string, string>
}

/**
 * Finds the custom page a brand's route file maps `pathname` to. A static segment beats a
 * `:parameter` in the same place, whatever the order in the file.
 */
export function matchBrandRoute(routes: readonly BrandRoute[], pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  let best: { match: RouteMatch; score: number } | undefined
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    let score = 0
    const fits = pattern.every((part, i) => {
      const segment = segments[i] as string
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment
        return true
      }
      score += 2 ** (pattern.length - i)
      return part === segment
    })
    if (fits && (!best || score > best.score)) best = { match: { page: route.page, params }, score }
  }
  return best?.match
}

/** The path a brand uses for a custom page (first mapping), with parameters filled in. */
export function pathForPage(
  routes: readonly BrandRoute[],
  page: CustomPage,
  params: Record<string, string> = {},
): string | undefined {
  const route = routes.find((r) => r.page === page)
  return route?.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}
