import type { BlockContext } from '@shop/blocks/context'
import { RenderSections } from '@shop/blocks/RenderSections'
import { ArtDirectedImage } from '@shop/blocks/shared/AssetImage'
import { RichText } from '@shop/blocks/shared/RichText'
import { type StorePage, storeServiceLabel } from '@shop/schemas'
import { OpeningHours, StoreAddress, StoreContacts } from './store-parts'

/** Spec section 2: the store page, with opening hours for every weekday (Mån … Sön). */
export function StorePageView({ store, context }: { store: StorePage; context: BlockContext }) {
  const hero = store.heroDesktop ?? store.heroMobile
  return (
    <article data-store={store.storeId}>
      <header className="relative isolate overflow-hidden bg-primary text-primary-contrast">
        {hero ? (
          <ArtDirectedImage
            desktop={hero}
            mobile={store.heroDesktop ? store.heroMobile : undefined}
            alt=""
            eager
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30"
          />
        ) : null}
        <div className="mx-auto max-w-6xl px-4 py-12">
          {store.label ? <p className="text-sm font-semibold uppercase tracking-widest">{store.label}</p> : null}
          <h1 className="text-4xl font-bold">{store.title || store.name}</h1>
          {store.ingress ? <p className="mt-3 max-w-2xl text-lg">{store.ingress}</p> : null}
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="store-contact" className="space-y-2">
          <h2 id="store-contact" className="text-xl font-semibold">
            {store.name}
          </h2>
          <StoreAddress store={store} />
        </section>
        <OpeningHours store={store} />
        {store.infobox ? (
          <aside className="rounded-brand bg-surface p-4" aria-label="Information">
            {store.infobox}
          </aside>
        ) : null}
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-12">
        {store.body.length ? (
          <div className="max-w-3xl space-y-4">
            <RichText nodes={store.body} entries={context.richText} />
          </div>
        ) : null}
        {store.services.length || store.assortments.length ? (
          <div className="grid gap-8 md:grid-cols-2">
            {store.services.length ? <TagList title="Tjänster" items={store.services.map(storeServiceLabel)} /> : null}
            {store.assortments.length ? <TagList title="Sortiment" items={store.assortments} /> : null}
          </div>
        ) : null}
        {store.activities.length ? (
          <section aria-labelledby="store-activities">
            <h2 id="store-activities" className="text-xl font-semibold">
              Aktiviteter i butiken
            </h2>
            <ul className="mt-2 space-y-2">
              {store.activities.map((activity) => (
                <li key={activity.title}>
                  <strong>{activity.title}</strong> {activity.text}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <StoreContacts store={store} />
        <RenderSections sections={store.sections} context={context} />
      </div>
    </article>
  )
}

function TagList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-brand bg-surface px-3 py-1">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
