import { addFavouriteSchema, FAVOURITES_CAP, removeFavouritesSchema } from '@shop/schemas'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sqlRows } from '../../apps/web/src/db/sql'
import { addFavourite, listFavourites, removeFavourites } from '../../apps/web/src/favourites/service'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { demoContexts } from './support/session'

vi.mock('server-only', () => ({}))

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; failure: { error: string } }): T => {
  if (!result.ok) throw new Error(`the service refused: ${result.failure.error}`)
  return result.value
}

describe.each(databases)('the favourites service on $name', ({ name, skip }) => {
  let t: TestPayload
  let payload: Payload
  let sessionFor: Awaited<ReturnType<typeof demoContexts>>['sessionFor']
  let articles: string[] = []

  const favouritesOf = async (userId: string) =>
    sqlRows<{ article_number: string }>(
      payload,
      'SELECT article_number FROM user_favorites WHERE user_id = ? ORDER BY id',
      [Number(userId)],
    ).then((rows) => rows.map((r) => r.article_number))

  beforeAll(async () => {
    if (skip) return
    t = await createTestPayload(name)
    payload = t.payload
    await seed(payload, { variants: 120, demo: true, now: new Date(), log: () => {} })
    sessionFor = (await demoContexts(payload)).sessionFor
    const rows = await sqlRows<{ article_number: string }>(
      payload,
      'SELECT article_number FROM variants ORDER BY article_number LIMIT 60',
    )
    articles = rows.map((r) => r.article_number)
  }, 240_000)
  afterAll(() => t?.destroy())

  it.skipIf(skip)("lists the user's favourites, newest first, whatever customer is chosen", async () => {
    const ulla = await sessionFor('user@demo.test', '10001', 0)
    const seeded = unwrap(await listFavourites(payload, ulla))
    expect(seeded.total).toBe(2)
    expect(seeded.data).toHaveLength(2)
    const elsewhere = unwrap(await listFavourites(payload, await sessionFor('user@demo.test', null)))
    expect(elsewhere).toEqual(seeded)
    // Another user has none of them.
    expect(unwrap(await listFavourites(payload, await sessionFor('kollega@demo.test', '10001')))).toEqual({
      data: [],
      total: 0,
    })
  })

  it.skipIf(skip)('hearts an article once, refuses unknown ones, and removes only the caller’s', async () => {
    const kalle = await sessionFor('kollega@demo.test', '10001')
    const [a, b] = articles as [string, string]
    const first = unwrap(await addFavourite(payload, kalle, a))
    expect(first).toMatchObject({ articleNumber: a })
    expect(first.favouriteId).toMatch(/^\d+$/)
    expect(Date.parse(first.createdAt)).not.toBeNaN()
    // Hearting it again answers the same favourite and adds nothing.
    expect(unwrap(await addFavourite(payload, kalle, a))).toEqual(first)
    expect(await favouritesOf(kalle.principal.userId)).toEqual([a])

    const unknown = await addFavourite(payload, kalle, 'NOPE-1')
    expect(unknown).toMatchObject({ ok: false, failure: { kind: 'invalid', error: 'favorites.unknown_article' } })
    expect(!unknown.ok && unknown.failure.message).toBe(
      'Artikeln NOPE-1 finns inte i sortimentet och kan inte bli en favorit.',
    )
    expect(await favouritesOf(kalle.principal.userId)).toEqual([a])

    const second = unwrap(await addFavourite(payload, kalle, b))
    const ulla = await sessionFor('user@demo.test', '10001', 0)
    const ullasBefore = await favouritesOf(ulla.principal.userId)
    // Ulla cannot remove Kalle's favourite by its id; Kalle removes his own.
    unwrap(await removeFavourites(payload, ulla, [first.favouriteId]))
    expect(await favouritesOf(kalle.principal.userId)).toEqual([a, b])
    expect(await favouritesOf(ulla.principal.userId)).toEqual(ullasBefore)
    const left = unwrap(await removeFavourites(payload, kalle, [first.favouriteId]))
    expect(left).toEqual({ data: [second], total: 1 })
  })

  it.skipIf(skip)(`refuses the favourite beyond ${FAVOURITES_CAP} with the info modal's text`, async () => {
    const nils = await sessionFor('noprices@demo.test', '10003')
    for (const articleNumber of articles.slice(0, FAVOURITES_CAP))
      unwrap(await addFavourite(payload, nils, articleNumber))
    expect(await favouritesOf(nils.principal.userId)).toHaveLength(FAVOURITES_CAP)
    const refused = await addFavourite(payload, nils, articles[FAVOURITES_CAP] as string)
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'refused', error: 'favorites.info_modal.body' } })
    expect(await favouritesOf(nils.principal.userId)).toHaveLength(FAVOURITES_CAP)
    // One already hearted still answers its favourite at the cap.
    expect(unwrap(await addFavourite(payload, nils, articles[0] as string)).articleNumber).toBe(articles[0])
    const listed = unwrap(await listFavourites(payload, nils))
    expect(listed.total).toBe(FAVOURITES_CAP)
    expect(listed.data).toHaveLength(FAVOURITES_CAP)
  })

  it.skipIf(skip)('refuses bad input with Swedish messages before the service runs', () => {
    const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
      result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])
    expect(messages(addFavouriteSchema.safeParse({}))).toEqual(['Ange ett artikelnummer.'])
    expect(messages(addFavouriteSchema.safeParse({ articleNumber: 'A', extra: 1 })).length).toBe(1)
    expect(messages(removeFavouritesSchema.safeParse({ favouriteIds: [] }))).toEqual(['Ange minst en favorit.'])
    expect(messages(removeFavouritesSchema.safeParse({ favouriteIds: ['x'] }))).toEqual(['Ogiltigt id.'])
  })
})
