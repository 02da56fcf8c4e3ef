'use client'

import type { FavoriteListView, LookupArticle } from '@shop/schemas'
import { Button, buttonVariants, cx, EmptyState, focusRing, HeartIcon } from '@shop/ui'
import { useEffect, useId, useState } from 'react'
import { apiFetch, readJson } from '@/browser/api-fetch'
import { DeliveryMethodSelect, useDeliveryChoice } from '@/cart/views/DeliveryMethodSelect'
import { FormAlert, type FormNotice } from '@/forms/fields'
import { Link } from '@/shell/Link'
import { useFavourites } from './favourites-store'
import { Heart } from './Heart'
import { addLinesToCart, allListLines } from './list-to-cart'
import { listFailureText, listHref, listsClient } from './lists-client'
import { t } from './texts'

const FLYOUT_LISTS = 5
const LOOKUPS_AT_ONCE = 6

/** Name, unit and order multiple of each article, from the quick order's lookup (exact matches). */
async function describe(articleNumbers: string[]): Promise<Record<string, LookupArticle>> {
  const found: Record<string, LookupArticle> = {}
  for (let start = 0; start < articleNumbers.length; start += LOOKUPS_AT_ONCE) {
    await Promise.all(
      articleNumbers.slice(start, start + LOOKUPS_AT_ONCE).map(async (articleNumber) => {
        const response = await apiFetch(`/api/cart/lookup?q=${encodeURIComponent(articleNumber)}`).catch(() => null)
        const articles = response?.ok ? await readJson<LookupArticle[]>(response) : null
        const article = articles?.find((candidate) => candidate.articleNumber === articleNumber)
        if (article) found[articleNumber] = article
      }),
    )
  }
  return found
}

/**
 * The favourites flyout's body, loaded when it first opens: the favourite articles (each with its heart
 * and 'Köp' into the cart with the chosen delivery method) and the user's newest lists (each to its
 * page, or whole into the cart).
 */
export function FavouritesFlyoutContent({ listsPath }: { listsPath: string }) {
  const id = useId()
  const ids = useFavourites((state) => state.ids)
  const listPattern = useFavourites((state) => state.listPattern)
  const articleNumbers = Object.keys(ids)
  const delivery = useDeliveryChoice()
  const [articles, setArticles] = useState<Record<string, LookupArticle>>({})
  const [lists, setLists] = useState<FavoriteListView[] | null>(null)
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const wanted = articleNumbers.filter((articleNumber) => !articles[articleNumber]).join(',')
  useEffect(() => {
    if (!wanted) return
    let live = true
    void describe(wanted.split(',')).then((found) => {
      if (live) setArticles((known) => ({ ...known, ...found }))
    })
    return () => {
      live = false
    }
  }, [wanted])

  useEffect(() => {
    let live = true
    void listsClient.lists({ limit: FLYOUT_LISTS, sort: '-updatedAt' }).then((result) => {
      if (!live) return
      if (result.ok) setLists(result.data.data)
      else {
        setLists([])
        if (!result.failure.aborted) setNotice({ kind: 'error', text: listFailureText(result.failure) })
      }
    })
    return () => {
      live = false
    }
  }, [])

  const toCart = async (key: string, lines: Array<{ articleNumber: string; quantity: number }>) => {
    setBusy(key)
    setNotice(null)
    const result = await addLinesToCart(lines, delivery.chosen)
    setBusy(null)
    const added = lines.length - result.errors.length
    if (result.message) setNotice({ kind: 'error', text: result.message })
    else if (added > 0) setNotice({ kind: 'info', text: t('lists.added_to_cart', { count: added }) })
  }

  const listToCart = async (list: FavoriteListView) => {
    setBusy(list.favoriteId)
    const lines = await allListLines(list.favoriteId)
    if (!lines.ok) {
      setBusy(null)
      if (!lines.failure.aborted) setNotice({ kind: 'error', text: listFailureText(lines.failure) })
      return
    }
    await toCart(list.favoriteId, lines.data)
  }

  return (
    <div className="space-y-6" data-testid="favourites-flyout-content">
      <DeliveryMethodSelect id={`${id}-delivery`} choice={delivery} />
      <FormAlert message={notice} />
      <section aria-labelledby={`${id}-articles`}>
        <h3 id={`${id}-articles`} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('lists.flyout.articles')}
        </h3>
        {articleNumbers.length === 0 ? (
          <EmptyState icon={<HeartIcon size={24} />} title={t('lists.flyout.articles_empty')} />
        ) : (
          <ul className="mt-1 divide-y divide-text/10">
            {articleNumbers.map((articleNumber) => {
              const article = articles[articleNumber]
              const name = article?.name ?? articleNumber
              return (
                <li
                  key={articleNumber}
                  className="flex items-center gap-2 py-2 text-sm"
                  data-testid="favourite-article"
                  data-article-number={articleNumber}
                >
                  <span className="min-w-0 flex-1">
                    <Link
                      href={`/search?q=${encodeURIComponent(articleNumber)}`}
                      className={cx('block truncate font-semibold hover:underline', focusRing)}
                    >
                      {name}
                    </Link>
                    <span className="text-muted">
                      {t('lists.article_number')} {articleNumber}
                      {article ? ` · ${article.unit}` : ''}
                    </span>
                  </span>
                  <Heart articleNumber={articleNumber} name={name} />
                  <Button
                    size="sm"
                    intent="accent"
                    aria-label={t('lists.flyout.add_to_cart_label', { name })}
                    disabled={busy !== null || !delivery.chosen}
                    onClick={() =>
                      void toCart(articleNumber, [
                        { articleNumber, quantity: Math.max(1, article?.orderMultiple ?? 1) },
                      ])
                    }
                  >
                    {t('lists.flyout.add_to_cart')}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-lists`}>
        <h3 id={`${id}-lists`} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('lists.flyout.lists')}
        </h3>
        {lists === null ? (
          <p className="mt-1 text-sm" role="status">
            {t('lists.loading')}
          </p>
        ) : lists.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('lists.empty')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-text/10">
            {lists.map((list) => (
              <li key={list.favoriteId} className="flex items-center gap-2 py-2 text-sm" data-testid="flyout-list">
                <span className="min-w-0 flex-1">
                  <Link
                    href={listHref(listPattern, list.favoriteId)}
                    className={cx('block truncate font-semibold hover:underline', focusRing)}
                  >
                    {list.favoriteName}
                  </Link>
                  <span className="text-muted">
                    {t(`lists.access.${list.access}`)} · {t('lists.flyout.rows', { count: list.totalRows })}
                  </span>
                </span>
                <Button
                  size="sm"
                  intent="secondary"
                  aria-label={t('lists.flyout.add_to_cart_label', { name: list.favoriteName })}
                  disabled={busy !== null || list.totalRows === 0 || !delivery.chosen}
                  onClick={() => void listToCart(list)}
                >
                  {t('lists.flyout.add_to_cart')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Link href={listsPath} className={cx(buttonVariants({ intent: 'secondary', fullWidth: true }), 'mt-3')}>
          {t('lists.flyout.all_lists')}
        </Link>
      </section>
    </div>
  )
}
