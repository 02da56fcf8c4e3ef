'use client'

import type { StorePage } from '@shop/schemas'
import Script from 'next/script'
import { useState } from 'react'
import { type Point, sortByDistance } from './find'

type FinderStore = Pick<StorePage, 'storeId' | 'name' | 'address1' | 'postalCode' | 'city' | 'phone' | 'location'>

/** The brand's Maps script; a public browser key, so it may travel in the page. */
const mapsScriptUrl = (key: string) =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&loading=async`

/**
 * The store finder's interactive part: list or map, and "nearest first" from the browser's position.
 * The map shows only when the brand has a maps key; without one the list is the whole finder. The
 * maps script is loaded here, with the map, so no other page pays for it.
 */
export function StoreFinder({ stores, mapsKey }: { stores: FinderStore[]; mapsKey: string | null }) {
  const hasMap = mapsKey !== null
  const [view, setView] = useState<'list' | 'map'>('list')
  const [origin, setOrigin] = useState<Point | null>(null)
  const [status, setStatus] = useState<string>('')
  const shown = origin ? sortByDistance(stores, origin) : stores

  function findNearest() {
    if (!('geolocation' in navigator)) {
      setStatus('Din webbläsare kan inte visa din position.')
      return
    }
    setStatus('Hämtar din position…')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ lat: position.coords.latitude, lon: position.coords.longitude })
        setStatus('Butikerna visas med den närmaste först.')
      },
      () => setStatus('Vi fick inte tillgång till din position. Sök på ort eller postnummer i stället.'),
    )
  }

  return (
    <div>
      {mapsKey ? <Script id="maps-script" strategy="lazyOnload" src={mapsScriptUrl(mapsKey)} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={findNearest}
          className="rounded-brand border border-primary px-4 py-2 font-semibold text-primary"
        >
          Visa närmaste butik
        </button>
        {hasMap ? (
          <fieldset className="flex gap-1" aria-label="Visa som">
            {(['list', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className="rounded-brand px-3 py-2 aria-pressed:bg-primary aria-pressed:text-primary-contrast"
              >
                {option === 'list' ? 'Lista' : 'Karta'}
              </button>
            ))}
          </fieldset>
        ) : null}
        <p role="status" className="text-muted">
          {status}
        </p>
      </div>
      {view === 'map' && hasMap ? (
        <div
          id="store-map"
          className="mt-6 h-96 rounded-brand bg-surface"
          data-stores={JSON.stringify(shown.flatMap((s) => (s.location ? [{ id: s.storeId, ...s.location }] : [])))}
        />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="store-list">
          {shown.map((store) => (
            <li key={store.storeId} className="rounded-brand border border-surface p-4">
              <h2 className="font-semibold">
                <a href={`/butiker/${store.storeId}`} className="hover:underline">
                  {store.name}
                </a>
              </h2>
              <p>
                {store.address1}, {store.postalCode} {store.city}
              </p>
              {store.phone ? <p className="text-muted">{store.phone}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
