import 'server-only'
import { decideAccess, type Principal } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import type { Brand } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { loadShellContent } from '@/content/shell-content'
import type { ShellBrand } from '@/shell/types'

/** The brand as the shell shows it: its name, wordmark and logo drawing. */
export function shellBrandOf(brand: Brand): ShellBrand {
  return { id: brand.id, name: brand.name, wordmark: brand.theme.logo.wordmark, logo: brand.logo }
}

/**
 * What the default layout (a page rendered for its visitor) and the member layout (a page rendered once
 * for many shoppers, page-cache/member-view.ts) share: the brand's shell content and the links into
 * Mina sidor and the lists.
 */
export async function brandShell(brand: Brand) {
  const content = await loadShellContent(brand)
  const myPage = pathForPage(brand.routes, 'MyPage') ?? null
  const listsPath = pathForPage(brand.routes, 'ShoppingLists') ?? myPage ?? '/'
  return {
    content,
    listsPath,
    listPattern: brand.routes.find((route) => route.page === 'ShoppingList')?.path ?? listsPath,
    shell: {
      brand: shellBrandOf(brand),
      layout: 'default' as const,
      companyName: brand.companyName,
      accountHref: myPage,
      ...content,
    },
  }
}

/** The quote context follows only users who may make quotes for the chosen customer (EJ_SKAPA_OFFERT). */
export function quotePatternFor(brand: Brand, viewer: { principal: Principal; customerId: string | null } | null) {
  if (!viewer || !decideAccess(customPageAccess.QuoteDetails, viewer.principal, viewer.customerId).ok) return undefined
  return brand.routes.find((route) => route.page === 'QuoteDetails')?.path
}
