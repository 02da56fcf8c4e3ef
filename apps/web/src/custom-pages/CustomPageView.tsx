import { decideAccess, type Principal } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import { t } from '@shop/i18n'
import type { CustomPage } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type React from 'react'
import { Link } from '@/shell/Link'

/**
 * The frame of a custom page: its heading and the pages below it in the brand's route file, so
 * section pages (Mina sidor, Användaradministration) work as navigation (only pages the visitor may
 * open); then the page's own body.
 */
export function CustomPageView({
  brand,
  page,
  viewer,
  children,
}: {
  brand: Brand
  page: CustomPage
  params: Record<string, string>
  /** Who looks (the request's session): the section navigation lists only the pages they may open. */
  viewer: { principal: Principal; customerId?: string | null } | null
  /** The page's own body (bodies.ts), below the heading and the section navigation. */
  children?: React.ReactNode
}) {
  const own = brand.routes.find((r) => r.page === page)?.path ?? ''
  const below = brand.routes.filter(
    (r) =>
      r.path.startsWith(`${own}/`) &&
      !r.path.includes(':') &&
      decideAccess(customPageAccess[r.page], viewer?.principal ?? null, viewer?.customerId).ok,
  )
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-custom-page={page}>
      <h1 className="text-2xl font-semibold">{t(`customPages.${page}`)}</h1>
      {below.length ? (
        <nav aria-label={t(`customPages.${page}`)} className="mt-6">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {below.map((route) => (
              <li key={route.path}>
                <Link
                  href={route.path}
                  className="block rounded-brand border border-surface bg-surface p-4 font-semibold hover:border-primary"
                >
                  {t(`customPages.${route.page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  )
}
