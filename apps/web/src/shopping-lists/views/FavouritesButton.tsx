'use client'

import { FavoritesTrigger } from '@/shell/header/CartTrigger'
import { favouriteCount, useFavourites } from './favourites-store'

/** The header's favourites button for a logged-in user: its badge follows the hearts as they change. */
export function FavouritesButton() {
  return <FavoritesTrigger count={useFavourites(favouriteCount)} />
}
