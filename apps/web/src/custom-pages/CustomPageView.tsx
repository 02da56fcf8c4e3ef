import { t } from '@shop/i18n'
import type { CustomPage } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import Link from 'next/link'

/**
 * The frame of a custom page: its heading and the pages below it in the brand's route file, so
 * section pages (Mina sidor, Användaradministration) work as navigation. The page bodies arrive with
 * their own issues (accounts, orders, shopping lists, quotes).
 */
export function CustomPageView({ brand, page }: { brand: Brand; page: CustomPage; params: Record<string, string> }) {
  const own = brand.routes.find((r) => r.page === page)?.path ?? ''
  const below = brand.routes.filter((r) => r.path.startsWith(`${own}/`) && !r.path.includes(':'))
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
    </section>
  )
}
