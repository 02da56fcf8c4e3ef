import { decideAccess } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import type { BrandRoute } from '@shop/schemas'
import { matchBrandRoute } from '@shop/tenants/match-route'
import type { Session } from '@/accounts/session'
import type { MenuLink, ShellMenus } from '../types'

type Viewer = Pick<Session, 'principal' | 'customerId'> | null

/**
 * Whether a menu link leads to a custom page the viewer is forbidden (a deny code such as
 * EJ_SKAPA_OFFERT, or a role they lack). Links for visitors stay: the page asks them to log in.
 */
export function forbiddenLink(url: string, routes: readonly BrandRoute[], viewer: Viewer): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false
  const match = matchBrandRoute(routes, url.split(/[?#]/)[0] ?? url)
  if (!match) return false
  const decision = decideAccess(customPageAccess[match.page], viewer?.principal ?? null, viewer?.customerId)
  return !decision.ok && decision.reason === 'forbidden'
}

/**
 * The CMS menus (cached per brand) as this viewer may use them: links to pages they may not open are
 * left out, so a customer denied quotes sees no "Mina offerter".
 */
export function menusFor(menus: ShellMenus, routes: readonly BrandRoute[], viewer: Viewer): ShellMenus {
  if (!viewer) return menus
  const keep = (links: MenuLink[]) => links.filter((link) => !forbiddenLink(link.url, routes, viewer))
  return { ...menus, services: keep(menus.services), extra: keep(menus.extra) }
}
