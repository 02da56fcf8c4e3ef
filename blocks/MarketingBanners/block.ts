import { backgroundColorField, bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'
import { bannerSectionShape, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const marketingBannersSchema = z.object(bannerSectionShape)
export type MarketingBannersData = z.output<typeof marketingBannersSchema>

export const marketingBannersSection = defineSection({
  type: 'MarketingBanners',
  schema: marketingBannersSchema,
  block: {
    dbName: shortBlockTableName('mkt_bnr'),
    labels: { singular: 'Marknadsbanners', plural: 'Marknadsbanners' },
    fields: [titleField, iconField, backgroundColorField, bannersField()],
  },
  example: {
    title: 'Veckans kampanjer',
    icon: { url: '/placeholder/icon/kampanj.svg', title: 'Kampanj', width: 48, height: 48 },
    backgroundColor: 'primary',
    banners: [
      {
        id: 'mb-1',
        preTitle: 'Kampanj',
        title: '20 % på all isolering',
        textRow1: 'Gäller t.o.m. söndag',
        buttonText: 'Till kampanjen',
        linkUrl: '/kategorier/isolering',
        marketingId: 'kamp-isol-v47',
        creative: 'isolering-20',
        metaTitle: 'Isolering 20 %',
        image: { url: '/placeholder/banner/isolering.svg', title: 'Isoleringsskivor', width: 800, height: 450 },
      },
      {
        id: 'mb-2',
        preTitle: 'Nyhet',
        title: 'Sladdlösa verktyg',
        textRow1: 'Nu i alla butiker',
        buttonText: 'Se sortimentet',
        linkUrl: '/kampanjer/verktygsveckor',
        marketingId: 'kamp-verk-v47',
        creative: 'verktyg-nyhet',
        image: { url: '/placeholder/banner/verktyg.svg', title: 'Skruvdragare', width: 800, height: 450 },
      },
    ],
  },
  invalid: { title: 'Kampanjer', banners: [] },
  contentful:
    'title backgroundColor icon { ...AssetFields } bannersCollection(limit: 10) { items { ...BannerFields } }',
})
