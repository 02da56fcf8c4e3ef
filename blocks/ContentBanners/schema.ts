import { banners, optionalAsset, text, z } from '../shared/schema'

/** Spec: title, icon and the banners (no background colour). */
export const contentBannersSchema = z.object({ title: text, icon: optionalAsset, banners })
export type ContentBannersData = z.output<typeof contentBannersSchema>
