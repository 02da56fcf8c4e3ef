import { brandById } from '@shop/tenants'
import { notFound } from 'next/navigation'
import { findFrontPage } from '@/content/front-page'

type Props = { params: Promise<{ brand: string }> }

/** Spec section 2: the front page, a hero and up to 20 sections (sections arrive with the block registry). */
export default async function FrontPage({ params }: Props) {
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  const front = await findFrontPage(brand.id)
  return (
    <section data-testid="front-page-hero" className="bg-primary text-primary-contrast">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <p className="text-sm font-semibold uppercase tracking-widest">{brand.name}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-bold">{front?.hero?.title ?? brand.name}</h1>
        {front?.hero?.description ? <p className="mt-4 max-w-2xl text-lg">{front.hero.description}</p> : null}
      </div>
    </section>
  )
}
