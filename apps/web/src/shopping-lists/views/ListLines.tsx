'use client'

import { formatMoney } from '@shop/i18n/format'
import type { CartItemError, FavoriteItemView, FavoriteListView } from '@shop/schemas'
import { Button, cx } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { DeliveryMethodSelect, useDeliveryChoice } from '@/cart/views/DeliveryMethodSelect'
import { LineQuantity } from '@/cart/views/QuantityStepper'
import { LineName } from '@/catalog/views/LineArticle'
import { StockSignal, stockLevel } from '@/catalog/views/StockSignal'
import { FormAlert, type FormNotice } from '@/forms/fields'
import { ProductImage } from '@/media/ProductImage'
import { Heart } from './Heart'
import { LineRefusals } from './LineRefusals'
import { addLinesToCart } from './list-to-cart'
import { listFailureText, listsClient } from './lists-client'
import { t } from './texts'

const QUANTITY_DEBOUNCE_MS = 500

const nameOf = (line: FavoriteItemView) => line.variant?.name ?? line.articleNumber

/**
 * A shopping list's lines as tiles, and what can be done with them: pick lines to remove them (when
 * the viewer may edit) or to put them in the cart with a delivery method, the whole list into the
 * cart, and each line's quantity in steps of its order multiple (sent 500 ms after the last change).
 */
export function ListLines({ list, items }: { list: FavoriteListView; items: FavoriteItemView[] }) {
  const id = useId()
  const router = useRouter()
  const delivery = useDeliveryChoice()
  const [lines, setLines] = useState(items)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [refusals, setRefusals] = useState<CartItemError[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const editable = list.canEdit

  // A refresh (a line added, a file imported) brings the server's lines.
  useEffect(() => setLines(items), [items])
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
    }
  }, [])

  const say = (next: FormNotice | null, refused: CartItemError[] = []) => {
    setNotice(next)
    setRefusals(refused)
  }

  const setQuantity = (line: FavoriteItemView, quantity: number) => {
    setLines((all) =>
      all.map((other) => (other.favoriteItemId === line.favoriteItemId ? { ...other, quantity } : other)),
    )
    const earlier = timers.current.get(line.favoriteItemId)
    if (earlier) clearTimeout(earlier)
    timers.current.set(
      line.favoriteItemId,
      setTimeout(async () => {
        timers.current.delete(line.favoriteItemId)
        const result = await listsClient.updateItem(list.favoriteId, line.favoriteItemId, { quantity })
        if (result.ok || result.failure.aborted) return
        say({ kind: 'error', text: listFailureText(result.failure) })
        setLines((all) =>
          all.map((other) =>
            other.favoriteItemId === line.favoriteItemId ? { ...other, quantity: line.quantity } : other,
          ),
        )
      }, QUANTITY_DEBOUNCE_MS),
    )
  }

  const toggle = (itemId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(itemId)
      else next.delete(itemId)
      return next
    })
  const allSelected = lines.length > 0 && lines.every((line) => selected.has(line.favoriteItemId))
  const picked = lines.filter((line) => selected.has(line.favoriteItemId))

  const toCart = async (chosen: FavoriteItemView[]) => {
    if (chosen.length === 0 || busy) return
    setBusy(true)
    say(null)
    const result = await addLinesToCart(chosen, delivery.chosen)
    setBusy(false)
    const added = chosen.length - result.errors.length
    if (result.message && result.errors.length === 0) return say({ kind: 'error', text: result.message })
    say(added > 0 ? { kind: 'info', text: t('lists.added_to_cart', { count: added }) } : null, result.errors)
  }

  const removeSelected = async () => {
    if (picked.length === 0 || busy) return
    setBusy(true)
    say(null)
    const ids = picked.map((line) => line.favoriteItemId)
    const result = await listsClient.removeItems(list.favoriteId, ids)
    setBusy(false)
    if (!result.ok) {
      if (!result.failure.aborted) say({ kind: 'error', text: listFailureText(result.failure) })
      return
    }
    setLines((all) => all.filter((line) => !ids.includes(line.favoriteItemId)))
    setSelected(new Set())
    say({ kind: 'info', text: t('lists.removed', { count: ids.length }) })
    router.refresh()
  }

  if (lines.length === 0)
    return (
      <p className="text-muted" data-testid="list-lines-empty">
        {t('lists.lines_empty')}
      </p>
    )

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="list-lines">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('lists.lines')}
      </h2>
      <div className="flex flex-wrap items-end gap-3 rounded-brand bg-surface p-3 print:hidden">
        <label className="flex h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? lines.map((line) => line.favoriteItemId) : []))
            }
            className="size-4 accent-primary"
            data-testid="list-select-all"
          />
          {t('lists.select_all')}
        </label>
        <span className="flex h-11 items-center text-sm text-muted" aria-live="polite">
          {t('lists.selected', { count: picked.length })}
        </span>
        <DeliveryMethodSelect id={`${id}-delivery`} choice={delivery} className="min-w-48" />
        <Button
          intent="secondary"
          size="lg"
          disabled={busy || picked.length === 0 || !delivery.chosen}
          onClick={() => void toCart(picked)}
          data-testid="list-selected-to-cart"
        >
          {t('lists.add_selected_to_cart')}
        </Button>
        <Button
          intent="accent"
          size="lg"
          disabled={busy || !delivery.chosen}
          onClick={() => void toCart(lines)}
          data-testid="list-all-to-cart"
        >
          {t('lists.add_all_to_cart')}
        </Button>
        {editable ? (
          <Button
            intent="secondary"
            size="lg"
            disabled={busy || picked.length === 0}
            onClick={() => void removeSelected()}
            data-testid="list-remove-selected"
          >
            {t('lists.remove_selected')}
          </Button>
        ) : null}
      </div>
      <FormAlert message={notice} />
      <LineRefusals errors={refusals} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-1">
        {lines.map((line) => (
          <ListTile
            key={line.favoriteItemId}
            line={line}
            editable={editable}
            selected={selected.has(line.favoriteItemId)}
            onSelect={(on) => toggle(line.favoriteItemId, on)}
            onQuantity={(quantity) => setQuantity(line, quantity)}
          />
        ))}
      </ul>
    </section>
  )
}

function ListTile({
  line,
  editable,
  selected,
  onSelect,
  onQuantity,
}: {
  line: FavoriteItemView
  editable: boolean
  selected: boolean
  onSelect: (on: boolean) => void
  onQuantity: (quantity: number) => void
}) {
  const name = nameOf(line)
  const unit = line.variant?.unit ?? t('common.unit_pieces')
  const price = line.price
  return (
    <li
      className={cx(
        'relative flex gap-3 rounded-brand border p-3 print:break-inside-avoid',
        selected ? 'border-primary' : 'border-text/15',
      )}
      data-testid="list-line"
      data-article-number={line.articleNumber}
      data-item-id={line.favoriteItemId}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('lists.select_line', { name })}
        className="mt-1 size-4 shrink-0 accent-primary print:hidden"
        data-testid="list-line-select"
      />
      <div className="size-16 shrink-0">
        <ProductImage picture={line.variant?.picture ?? null} className="line-image" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="text-base font-semibold leading-snug">
          <LineName name={name} variantSlug={line.variant?.variantSlug ?? null} />
        </p>
        <p className="text-muted">
          {t('lists.article_number')} {line.articleNumber} · {unit}
        </p>
        {line.variant ? null : <p className="text-alert">{t('lists.unknown_article')}</p>}
        {price ? (
          <p className="tabular-nums" data-testid="list-line-price">
            {formatMoney(price.netPrice + price.alloyingPrice)}
            {price.salesPriceUnit ? <span className="text-muted"> / {price.salesPriceUnit}</span> : null}
          </p>
        ) : null}
        {line.stock ? (
          <StockSignal stock={{ level: stockLevel(line.stock.level), availability: line.stock.availability }} />
        ) : null}
        {line.note ? (
          <p>
            <span className="text-muted">{t('lists.note')}: </span>
            {line.note}
          </p>
        ) : null}
        <div className="mt-1 flex items-end justify-between gap-2">
          {editable ? (
            <LineQuantity
              name={name}
              unit={unit}
              multiple={Math.max(1, line.variant?.orderMultiple ?? 1)}
              shown={line.quantity}
              onQuantity={onQuantity}
              testId="list-line-quantity"
            />
          ) : (
            <p data-testid="list-line-quantity-text">
              {t('lists.quantity')}: <span className="font-semibold tabular-nums">{line.quantity}</span> {unit}
            </p>
          )}
          <Heart articleNumber={line.articleNumber} name={name} />
        </div>
      </div>
    </li>
  )
}
