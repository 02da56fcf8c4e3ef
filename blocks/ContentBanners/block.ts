import { bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'
import { banners, optionalAsset, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

/** Spec: title, icon and the banners (no background colour). */
export const contentBannersSchema = z.object({ title: text, icon: optionalAsset, banners })
export type ContentBannersData = z.output<typeof contentBannersSchema>

export const contentBannersSection = defineSection({
  type: 'ContentBanners',
  schema: contentBannersSchema,
  block: {
    dbName: shortBlockTableName('cnt_bnr'),
    labels: { singular: 'Innehållsbanners', plural: 'Innehållsbanners' },
    fields: [titleField, iconField, bannersField()],
  },
  example: {
    title: 'Inspiration och råd',
    banners: [
      {
        id: 'cb-1',
        title: 'Bygg en altan',
        text: 'Steg för steg från plintar till räcke.',
        buttonText: 'Läs guiden',
        linkUrl: '/guider/bygga-altan',
        image: { url: '/placeholder/banner/altan.svg', title: 'Nybyggd altan i trä', width: 800, height: 450 },
      },
      {
        id: 'cb-2',
        title: 'Tilläggsisolera vinden',
        text: 'Spara energi inför vintern.',
        buttonText: 'Läs mer',
        linkUrl: '/guider/tillaggsisolera-vinden',
        image: { url: '/placeholder/banner/vind.svg', title: 'Isolering på vind', width: 800, height: 450 },
      },
    ],
  },
  invalid: { title: 'Banners', banners: [{ title: 'utan id' }] },
  contentful: 'title icon { ...AssetFields } bannersCollection(limit: 10) { items { ...BannerFields } }',
})
