import { openingOn } from '@shop/commerce/store-hours'
import type { Brand } from '@shop/tenants'
import { Link } from '@/shell/Link'
import { contentSourceFor } from '../source'
import { OpeningHours, StoreAddress, StoreContacts } from './store-parts'

/**
 * "Min butik" (the route file's StorePage): the shopper's preferred store from their profile, else the
 * brand's default store, with today's opening first, the week's hours, contacts and its store page.
 */
export async function MyStorePage({
  brand,
  preferredStore,
  loggedIn,
  now = new Date(),
}: {
  brand: Brand
  preferredStore: string | null
  loggedIn: boolean
  now?: Date
}) {
  const source = await contentSourceFor(brand)
  const chosen = preferredStore ? await source.storePage({ brand: brand.id, storeId: preferredStore }) : null
  const store = chosen ?? (await source.storePage({ brand: brand.id, storeId: brand.defaultStoreId }))
  const profilePath = brand.routes.find((route) => route.page === 'MyProfile')?.path
  if (!store) {
    return (
      <p>
        Vi hittar ingen butik att visa. <Link href="/hitta-butik">Hitta din närmaste butik</Link>.
      </p>
    )
  }
  const today = openingOn(store, now)
  return (
    <div className="grid gap-8 md:grid-cols-2" data-store={store.storeId}>
      <section aria-labelledby="my-store" className="space-y-3">
        <h2 id="my-store" className="text-2xl font-semibold">
          {store.name}
        </h2>
        <p className="text-lg" data-testid="open-today">
          <strong>{today.note ?? 'Idag'}: </strong>
          {today.hours ? `öppet ${today.hours}` : 'stängt'}
        </p>
        <StoreAddress store={store} />
        <p className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
          <Link href={`/butiker/${encodeURIComponent(store.storeId)}`} className="font-semibold underline">
            Till butikssidan
          </Link>
          <Link href="/hitta-butik" className="underline">
            Hitta en annan butik
          </Link>
        </p>
        <p className="text-muted">
          {chosen
            ? 'Det här är butiken du valt i din profil.'
            : loggedIn
              ? 'Du har inte valt någon butik, så här visas vår huvudbutik.'
              : 'Logga in och välj din butik i profilen, så visas den här. Tills dess: vår huvudbutik.'}{' '}
          {profilePath && loggedIn ? (
            <Link href={profilePath} className="underline">
              {chosen ? 'Byt butik i din profil' : 'Välj butik i din profil'}
            </Link>
          ) : null}
        </p>
      </section>
      <OpeningHours store={store} />
      <div className="md:col-span-2">
        <StoreContacts store={store} />
      </div>
    </div>
  )
}
