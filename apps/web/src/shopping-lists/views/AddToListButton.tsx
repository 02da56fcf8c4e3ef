'use client'

import { favouriteHeartMessages } from '@shop/i18n/messages/favourite-heart'
import { translator } from '@shop/i18n/translator'
import { Button, IconButton, PlusIcon } from '@shop/ui'
import { lazy, Suspense, useState } from 'react'
import type { ListLine } from './AddToListDialog'
import { useFavouritesStore } from './favourites-store'

const t = translator(favouriteHeartMessages)

// The dialog (its lists, its form) is a chunk of its own, loaded on the first click.
const AddToListDialog = lazy(() => import('./AddToListDialog'))

/**
 * 'Lägg i inköpslista' on the product page, tiles, cart lines and an order ('Spara ordern som lista'):
 * opens the dialog that picks one of the user's lists or creates one. Nothing for a visitor.
 */
export function AddToListButton({
  items,
  name,
  variant = 'icon',
  order = false,
}: {
  items: ListLine[]
  /** What is added, for the accessible name ('Lägg Skruv 4x40 i en inköpslista'). */
  name: string
  variant?: 'icon' | 'button'
  /** The whole order: 'Spara ordern som lista', and the new list is named after it. */
  order?: boolean
}) {
  const store = useFavouritesStore()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (!store) return null
  const show = () => {
    setOpened(true)
    setOpen(true)
  }
  const label = order ? t('lists.save_order') : t('lists.add_to_list_label', { name })
  return (
    <>
      {variant === 'icon' ? (
        <IconButton
          intent="secondary"
          label={label}
          aria-haspopup="dialog"
          onClick={show}
          data-testid="add-to-list"
          className="print:hidden"
        >
          <PlusIcon size={20} />
        </IconButton>
      ) : (
        <Button
          intent="secondary"
          aria-haspopup="dialog"
          onClick={show}
          data-testid="add-to-list"
          className="print:hidden"
        >
          <PlusIcon size={18} />
          {order ? t('lists.save_order') : t('lists.add_to_list')}
        </Button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <AddToListDialog
            open={open}
            onClose={() => setOpen(false)}
            items={items}
            suggestedName={order ? name : ''}
            listPattern={store.getState().listPattern}
          />
        </Suspense>
      ) : null}
    </>
  )
}
