import { bannerSectionShape, z } from '../shared/schema'

export const randomBannersSchema = z.object(bannerSectionShape)
export type RandomBannersData = z.output<typeof randomBannersSchema>
