import { addFavouriteSchema, removeFavouritesSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { addFavourite, listFavourites, removeFavourites } from '@/favourites/service'

export const dynamic = 'force-dynamic'

/** Spec section 7, auth service: GET users/favourites (limit 50, newest first). */
export const GET = route({
  summary: 'Användarens favoritartiklar (högst 50, nyaste först) och hur många det är.',
  access: 'login',
  handler: ({ payload, session }) => listFavourites(payload, session),
})

/**
 * POST users/favourites {articleNumber}: hjärtar en artikel. An article already hearted answers its
 * favourite; the 51st is refused (422 favorites.info_modal.body) and nothing is added.
 */
export const POST = route({
  summary: 'Gör en artikel till favorit (en redan hjärtad svarar sin favorit; högst 50).',
  access: 'login',
  body: addFavouriteSchema,
  handler: ({ payload, session, input }) => addFavourite(payload, session, input.body.articleNumber),
})

/** DELETE users/favourites {favouriteIds}: removes the caller's favourites among them; answers the rest. */
export const DELETE = route({
  summary: 'Tar bort favoriter (andras id lämnas orörda); svarar med de som är kvar.',
  access: 'login',
  body: removeFavouritesSchema,
  handler: ({ payload, session, input }) => removeFavourites(payload, session, input.body.favouriteIds),
})
