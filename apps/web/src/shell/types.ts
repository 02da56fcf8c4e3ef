/**
 * Everything the app shell renders, as plain serialisable data. The shop's root layout maps database
 * rows and the brand config to these types; the shell never fetches.
 */
import type { WeekdayLabel } from '@shop/i18n'
import type { LogoArt } from '@shop/schemas'
import type React from 'react'

/** Spec section 2. `minimal`: checkout and activation pages; `plain`: error pages. */
export type ShellLayout = 'default' | 'minimal' | 'plain'

export type ShellBrand = {
  id: string
  name: string
  /** The name as the logo spells it (brand.theme.logo.wordmark), set as text where there is no drawing. */
  wordmark: string
  /** The logo drawing (tenants/<id>/logo.json), or null. */
  logo: LogoArt | null
}

export type ShellUser = {
  /** Text, or an island that shows it (a page shared by many shoppers, app/(shop)/[brand]/[consent]/(member)/~member/[view]/member-shell.tsx). */
  name: React.ReactNode
  email: React.ReactNode
}

export type AlertBannerType = 'info' | 'warning' | 'error'

/** The site-wide alert banner. A new `id` shows again to visitors who closed an earlier one. */
export type AlertBannerData = {
  id: string
  type: AlertBannerType
  title?: string
  message: string
  linkUrl?: string
  linkText?: string
  secondLinkUrl?: string
  secondLinkText?: string
}

export type InformationBannerData = {
  id: string
  message: string
  linkUrl?: string
  linkText?: string
  /** An icon name from @shop/ui's icon set (e.g. 'arrowRight', 'info'); unknown names show no icon. */
  linkIcon?: string
}

/** A plain link in the services and extra menus. */
export type MenuLink = {
  label: string
  /** A path ('/hitta-butik') or an absolute http(s) URL. */
  url: string
  /** Opens in a new window (external admin sites, partner pages). */
  external?: boolean
}

export type ShellMenus = {
  /** The top categories; their sub-categories load when a menu opens (category-islands.tsx). */
  products: MenuLink[]
  services: MenuLink[]
  extra: MenuLink[]
}

/** Opening hours by the spec's weekday labels (Mån … Sön) → free text ('07–18', 'Stängt'). */
export type OpeningHours = Partial<Record<WeekdayLabel, string>>

export type FooterStore = {
  name: string
  address1: string
  postalCode: string
  city: string
  phone: string
  email: string
  openingHours: OpeningHours
}

/**
 * Client islands the layout plugs into the flyouts (cart lines, favourite lists, the customer/project
 * picker, the login form). Without one, each flyout shows its Swedish empty state or a link.
 */
export type ShellSlots = {
  cart?: React.ReactNode
  /**
   * The header's cart button with a badge that follows the client cart store and the added-items
   * notice beside it; without one, a plain button with `counts.cart`.
   */
  cartButton?: React.ReactNode
  favorites?: React.ReactNode
  /** The header's favourites button with a badge that follows the hearts; without one, `counts.favorites`. */
  favoritesButton?: React.ReactNode
  /** The customer/project picker for a logged-in user. */
  project?: React.ReactNode
  /**
   * The chosen context where the browser fills it in (a page shared by many shoppers): the header's
   * project button and context line, and the flyout's box naming the choice. Without it, `contextLabel`.
   */
  projectContext?: { button: React.ReactNode; line: React.ReactNode; current: React.ReactNode }
  /** The login form in the account flyout for visitors; without it the flyout links to `loginHref`. */
  login?: React.ReactNode
  /**
   * Above the page in <main>: what the page's context adds to it (the quote context's bar back to the
   * quote being edited, for users who may make quotes).
   */
  beforePage?: React.ReactNode
}

export type ShellCounts = {
  /** Lines in the cart; shown as a badge on the cart button when above 0. */
  cart?: number
  /** The user's favourite articles. */
  favorites?: number
}

/**
 * The app mode of spec section 4 as one state: NORMAL; APP, the brand's native app (user agent
 * marker: no footer, no mobile nav); PUNCHOUT, a procurement system's session, for one company.
 */
export type ShellMode = { kind: 'NORMAL' } | { kind: 'APP' } | { kind: 'PUNCHOUT'; company: string }

export type ShellProps = {
  brand: ShellBrand
  layout: ShellLayout
  mode: ShellMode
  user: ShellUser | null
  /** Customer and project display name ('Kund / Projekt', or whichever exists); see contextDisplayName(). */
  contextLabel: string | null
  alertBanner: AlertBannerData | null
  informationBanner: InformationBannerData | null
  menus: ShellMenus
  footerStore: FooterStore | null
  /** The legal company name shown in the footer (brand.companyName). */
  companyName: string
  /** Where 'Logga in' links lead: the login page, with `?next=` the current page. */
  loginHref: string
  /** The brand's 'Mina sidor' page for logged-in users, when the brand's route file has one. */
  accountHref: string | null
  /** The logout form's POST target; '/api/auth/session/logout' by default. */
  logoutAction?: string
  counts?: ShellCounts
  slots?: ShellSlots
  /** CSP nonce for the shell's one inline script (banner dismissal before first paint). */
  nonce?: string
  children: React.ReactNode
}
