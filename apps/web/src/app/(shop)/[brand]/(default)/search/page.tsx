import { t } from '@shop/i18n'
import { brandById } from '@shop/tenants'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { contentSourceFor } from '@/content/source'
import { getSession } from '@/session/session'

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<{ q?: string | string[] }> }

const queryOf = async (searchParams: Props['searchParams']) => {
  const q = (await searchParams).q
  return (Array.isArray(q) ? q[0] : q)?.trim() ?? ''
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: t('search.results_for', { q: await queryOf(searchParams) }), robots: { index: false } }
}

/** Spec section 2: /search with an empty or blank q goes to the start page. */
export default async function SearchPage({ params, searchParams }: Props) {
  const q = await queryOf(searchParams)
  if (!q) redirect('/')
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  const source = await contentSourceFor(brand)
  const pages = await source.searchPages({ brand: brand.id, q, authenticated: Boolean(await getSession()) })
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('search.results_for', { q })}</h1>
      <h2 className="mt-6 text-lg font-semibold">{t('search.content_pages')}</h2>
      {pages.length ? (
        <ul className="mt-2 space-y-2">
          {pages.map((page) => (
            <li key={page.path}>
              <Link href={page.path} className="text-primary underline">
                {page.preTitle ? `${page.preTitle}: ` : ''}
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{t('search.no_hits')}</p>
      )}
    </section>
  )
}
