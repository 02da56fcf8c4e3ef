import 'server-only'
import { payload } from '../db/payload'

/** A brand's front page document (one per brand). */
export async function findFrontPage(brand: string) {
  const instance = await payload()
  const { docs } = await instance.find({
    collection: 'front-pages',
    where: { brand: { equals: brand } },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}
