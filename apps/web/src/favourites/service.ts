import 'server-only'
import { fail, favouritesCapRefusal, ok, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import { FAVOURITES_CAP, FAVOURITES_FETCH_LIMIT, type FavouritesResponse, type FavouriteView } from '@shop/schemas'
import type { Payload } from 'payload'
import type { Actor } from '../accounts/session'
import { articleExists } from '../catalog/lookup'
import {
  countFavourites,
  deleteFavourites,
  type FavouriteRow,
  favouriteOf,
  favouriteRows,
  insertFavourite,
} from './storage'

/**
 * The user's favourite articles (spec section 7, auth service: users/favourites). Favourites belong to
 * the user, whatever customer is chosen; a user keeps at most FAVOURITES_CAP (spec sections 5 and 9).
 */

const view = (row: FavouriteRow): FavouriteView => ({
  favouriteId: String(row.id),
  articleNumber: row.articleNumber,
  createdAt: row.createdAt,
})

const userOf = (actor: Pick<Actor, 'principal'>) => Number(actor.principal.userId)

const capReached = () => fail('refused', 'favorites.info_modal.body', { details: { limit: FAVOURITES_CAP } })

/** GET users/favourites: the newest FAVOURITES_FETCH_LIMIT, and how many there are. */
export async function listFavourites(
  payload: Payload,
  actor: Pick<Actor, 'principal'>,
): Promise<Result<FavouritesResponse>> {
  const { rows, total } = await favouriteRows(payload, userOf(actor), FAVOURITES_FETCH_LIMIT)
  return ok({ data: rows.map(view), total })
}

/**
 * POST users/favourites: hearts an article. An article already hearted answers its favourite; an
 * unknown article is invalid; the favourite beyond the cap is refused with the info modal's text and
 * nothing is added.
 */
export async function addFavourite(
  payload: Payload,
  actor: Pick<Actor, 'principal'>,
  articleNumber: string,
): Promise<Result<FavouriteView>> {
  const userId = userOf(actor)
  const [exists, existing, count] = await Promise.all([
    articleExists(payload, articleNumber),
    favouriteOf(payload, userId, articleNumber),
    countFavourites(payload, userId),
  ])
  if (existing) return ok(view(existing))
  if (!exists) {
    return fail('invalid', 'favorites.unknown_article', {
      message: t('favorites.unknown_article', { id: articleNumber }),
    })
  }
  if (favouritesCapRefusal(count)) return capReached()
  const added = await insertFavourite(payload, userId, articleNumber, FAVOURITES_CAP)
  if (added) return ok(view(added))
  // Nothing was written: another request hearted the article, or took the last place, meanwhile.
  const raced = await favouriteOf(payload, userId, articleNumber)
  return raced ? ok(view(raced)) : capReached()
}

/** DELETE users/favourites: removes the caller's favourites among `favouriteIds`; answers what is left. */
export async function removeFavourites(
  payload: Payload,
  actor: Pick<Actor, 'principal'>,
  favouriteIds: readonly string[],
): Promise<Result<FavouritesResponse>> {
  await deleteFavourites(payload, userOf(actor), favouriteIds.map(Number))
  return listFavourites(payload, actor)
}
