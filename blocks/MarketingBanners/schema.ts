import { bannerSectionShape, z } from '../shared/schema'

export const marketingBannersSchema = z.object(bannerSectionShape)
export type MarketingBannersData = z.output<typeof marketingBannersSchema>
