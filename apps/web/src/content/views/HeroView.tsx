import { ArtDirectedImage } from '@shop/blocks/shared/AssetImage'
import type { Hero } from '@shop/schemas'

const TITLE_SIZES = { small: 'text-2xl', medium: 'text-3xl', large: 'text-4xl' } as const

/** A hero (front page, content and listing pages): title, text, desktop/mobile image, link. */
export function HeroView({ hero, eyebrow, testId }: { hero: Hero; eyebrow?: string; testId?: string }) {
  const image = hero.heroDesktop ?? hero.heroMobile
  return (
    <section data-testid={testId} className="relative isolate overflow-hidden bg-primary text-primary-contrast">
      {image ? (
        // The hero is the largest paint of the pages that have one: fetched before anything else.
        <ArtDirectedImage
          desktop={image}
          mobile={hero.heroDesktop ? hero.heroMobile : undefined}
          alt=""
          eager
          className={`absolute inset-0 -z-10 h-full w-full object-cover ${hero.overlay ? 'opacity-25' : 'opacity-40'}`}
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-14">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest">{eyebrow}</p> : null}
        <h1 className={`mt-2 max-w-3xl font-bold ${TITLE_SIZES[hero.titleFontSize]}`}>{hero.title}</h1>
        {hero.description ? <p className="mt-4 max-w-2xl text-lg">{hero.description}</p> : null}
        {hero.linkUrl && hero.linkText ? (
          <a
            href={hero.linkUrl}
            className="mt-6 inline-block rounded-brand bg-background px-5 py-3 font-semibold text-text hover:underline"
          >
            {hero.linkText}
          </a>
        ) : null}
      </div>
    </section>
  )
}
