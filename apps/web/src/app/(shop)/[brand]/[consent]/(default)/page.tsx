import { RenderSections } from '@shop/blocks/RenderSections'
import type { Metadata } from 'next'
import { cache } from 'react'
import { previewRequested } from '@/accounts/session'
import { blockContextFor } from '@/content/block-context'
import { contentSourceFor } from '@/content/source'
import { HeroView } from '@/content/views/HeroView'
import { requestBrand } from '@/request/brand'

type Props = {
  /** `view`: the member page's route (page-cache/member-view.ts), rendered for no one's prices. */
  params: Promise<{ brand: string; view?: string }>
  searchParams: Promise<{ preview?: string | string[] }>
}

async function load(params: Props['params'], searchParams: Props['searchParams']) {
  const preview = (await searchParams).preview
  return loadFrontPage((await params).brand, Array.isArray(preview) ? preview[0] : preview)
}

/** Once per request: metadata and page both need it. */
const loadFrontPage = cache(async (brandId: string, previewParam: string | undefined) => {
  const brand = await requestBrand(brandId)
  const source = await contentSourceFor(brand)
  const preview = await previewRequested(brand.id, previewParam)
  return { brand, source, front: await source.frontPage({ brand: brand.id, preview }) }
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { brand, front } = await load(params, searchParams)
  const image = front?.hero.heroDesktop?.url
  return {
    description: front?.metaDescription || undefined,
    alternates: { canonical: '/' },
    openGraph: { title: brand.name, siteName: brand.name, locale: 'sv_SE', images: image ? [image] : undefined },
  }
}

/** Spec section 2: the front page, a hero and up to 20 sections from the brand's content source. */
export default async function FrontPage({ params, searchParams }: Props) {
  const { brand, source, front } = await load(params, searchParams)
  const member = (await params).view !== undefined
  const hero = front?.hero ?? { title: brand.name, description: '', titleFontSize: 'large' as const, overlay: false }
  return (
    <>
      <HeroView hero={hero} eyebrow={brand.name} testId="front-page-hero" />
      {front ? (
        <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
          <RenderSections sections={front.sections} context={blockContextFor(brand, source, member)} />
        </div>
      ) : null}
    </>
  )
}
