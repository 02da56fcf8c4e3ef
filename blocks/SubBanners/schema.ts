import { banners, optionalAsset, text, z } from '../shared/schema'

/** Spec: title, icon and the banners (no background colour). */
export const subBannersSchema = z.object({ title: text, icon: optionalAsset, banners })
export type SubBannersData = z.output<typeof subBannersSchema>
