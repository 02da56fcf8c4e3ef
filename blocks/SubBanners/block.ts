import { bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'
import { banners, optionalAsset, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

/** Spec: title, icon and the banners (no background colour). */
export const subBannersSchema = z.object({ title: text, icon: optionalAsset, banners })
export type SubBannersData = z.output<typeof subBannersSchema>

export const subBannersSection = defineSection({
  type: 'SubBanners',
  schema: subBannersSchema,
  block: {
    dbName: shortBlockTableName('sub_bnr'),
    labels: { singular: 'Underbanners', plural: 'Underbanners' },
    fields: [titleField, iconField, bannersField()],
  },
  example: {
    title: 'Genvägar',
    banners: [
      {
        id: 'sb-1',
        title: 'Hitta butik',
        linkUrl: '/hitta-butik',
        template: 'text',
        icon: { url: '/placeholder/icon/butik.svg', title: '', width: 32, height: 32 },
      },
      { id: 'sb-2', title: 'Kampanjer', linkUrl: '/kampanjer', template: 'text' },
      { id: 'sb-3', title: 'Bli kund', linkUrl: '/bli-kund', template: 'text' },
    ],
  },
  invalid: { title: 'Genvägar' },
  contentful: 'title icon { ...AssetFields } bannersCollection(limit: 10) { items { ...BannerFields } }',
})
