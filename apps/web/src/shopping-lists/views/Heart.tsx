'use client'

import { favouriteHeartMessages } from '@shop/i18n/messages/favourite-heart'
import { translator } from '@shop/i18n/translator'
import { CloseIcon, cx, HeartIcon, IconButton } from '@shop/ui'
import { useFavourites, useFavouritesStore } from './favourites-store'

// Only the heart's own three texts: it ships with every page that shows a tile.
const t = translator(favouriteHeartMessages)

/**
 * The heart: saves an article as a favourite, or removes it. A toggle button (aria-pressed) whose
 * state comes from the server's read of the user's favourites, so it is right on the first paint;
 * nothing for a visitor. A refusal (the 51st favourite) shows its Swedish alert beside it.
 */
export function Heart({ articleNumber, name, className }: { articleNumber: string; name: string; className?: string }) {
  const store = useFavouritesStore()
  const on = useFavourites((state) => state.ids[articleNumber] !== undefined)
  const alert = useFavourites((state) => (state.alert?.articleNumber === articleNumber ? state.alert.text : null))
  if (!store) return null
  const { toggle, dismissAlert } = store.getState()
  return (
    <div className={cx('relative print:hidden', className)}>
      <IconButton
        intent="secondary"
        size="md"
        label={t(on ? 'lists.heart.remove' : 'lists.heart.add', { name })}
        aria-pressed={on}
        onClick={() => void toggle(articleNumber)}
        data-testid="favourite-heart"
        data-article-number={articleNumber}
      >
        <HeartIcon size={20} className={on ? 'fill-current text-alert' : undefined} />
      </IconButton>
      {alert ? (
        <div
          role="alert"
          className="absolute top-full right-0 z-20 mt-1 flex w-64 items-start gap-2 rounded-brand border border-alert bg-background p-3 text-sm text-text shadow-lg"
          data-testid="favourite-alert"
        >
          <p className="flex-1">{alert}</p>
          <IconButton size="sm" label={t('lists.heart.close_alert')} onClick={dismissAlert}>
            <CloseIcon size={16} />
          </IconButton>
        </div>
      ) : null}
    </div>
  )
}
