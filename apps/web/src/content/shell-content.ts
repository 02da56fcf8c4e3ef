import 'server-only'
import { WEEKDAY_LABELS } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { unstable_cache } from 'next/cache'
import { contentTag } from '../collections/shared/revalidate'
import { payload } from '../payload/payload'
import type { AlertBanner, InformationBanner, Menu, Store } from '../payload-types'
import type { AlertBannerData, FooterStore, InformationBannerData, MenuLink, ShellMenus } from '../shell/types'
import { shellDocuments } from './storage'

export interface ShellContent {
  alertBanner: AlertBannerData | null
  informationBanner: InformationBannerData | null
  menus: ShellMenus
  footerStore: FooterStore | null
}

/** Catalog rows (stores, categories) have no save hooks yet; they may be this many seconds old. */
const CATALOG_MAX_AGE_SECONDS = 300

const orUndefined = (value: string | null | undefined) => value || undefined

function toAlertBanner(doc: AlertBanner): AlertBannerData {
  return {
    id: `${doc.id}-${doc.updatedAt}`,
    type: doc.type,
    title: orUndefined(doc.title),
    message: doc.message ?? '',
    linkUrl: orUndefined(doc.linkUrl),
    linkText: orUndefined(doc.linkText),
    secondLinkUrl: orUndefined(doc.secondLinkUrl),
    secondLinkText: orUndefined(doc.secondLinkText),
  }
}

function toInformationBanner(doc: InformationBanner): InformationBannerData {
  return {
    id: `${doc.id}-${doc.updatedAt}`,
    message: doc.message,
    linkUrl: orUndefined(doc.linkUrl),
    linkText: orUndefined(doc.linkText),
    linkIcon: orUndefined(doc.linkIcon),
  }
}

const toLinks = (menu: Menu | undefined): MenuLink[] =>
  (menu?.items ?? []).map((item) => ({ label: item.label, url: item.url, external: /^https?:\/\//.test(item.url) }))

function toFooterStore(store: Store): FooterStore {
  const hours = store.openingHours ?? {}
  const days = [
    hours.monday,
    hours.tuesday,
    hours.wednesday,
    hours.thursday,
    hours.friday,
    hours.saturday,
    hours.sunday,
  ]
  return {
    name: store.name,
    address1: store.address1 ?? '',
    postalCode: store.postalCode ?? '',
    city: store.city ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    openingHours: Object.fromEntries(WEEKDAY_LABELS.map((label, i) => [label, days[i] ?? ''])),
  }
}

async function readShellContent(brand: Pick<Brand, 'id' | 'defaultStoreId'>): Promise<ShellContent> {
  const docs = await shellDocuments(await payload(), brand)
  const menu = (kind: Menu['kind']) => docs.menus.find((m) => m.kind === kind)
  return {
    alertBanner: docs.alertBanner ? toAlertBanner(docs.alertBanner) : null,
    informationBanner: docs.informationBanner ? toInformationBanner(docs.informationBanner) : null,
    menus: {
      // Spec section 7 (GET /menu): the product menu is the catalog's category tree, here its top level.
      products: docs.topCategories.map((c) => ({ label: c.name, url: `/kategorier/${c.path}` })),
      services: toLinks(menu('services')),
      extra: toLinks(menu('extra')),
    },
    footerStore: docs.footerStore ? toFooterStore(docs.footerStore) : null,
  }
}

/**
 * The shape of ShellContent, in the cache key: the data cache outlives a deploy (it is kept in the build
 * folder's cache, or shared), and an entry of an older shape would break the shell until it expired.
 */
const SHAPE = 'top-categories'

/** Everything the shell shows for a brand, cached until an editor changes it. */
export function loadShellContent(brand: Pick<Brand, 'id' | 'defaultStoreId'>): Promise<ShellContent> {
  return unstable_cache(() => readShellContent(brand), ['shell-content', SHAPE, brand.id, brand.defaultStoreId], {
    tags: ['alert-banners', 'information-banners', 'menus'].map((c) => contentTag(c, brand.id)),
    revalidate: CATALOG_MAX_AGE_SECONDS,
  })()
}
