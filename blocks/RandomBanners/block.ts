import { backgroundColorField, bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'
import { bannerSectionShape, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const randomBannersSchema = z.object(bannerSectionShape)
export type RandomBannersData = z.output<typeof randomBannersSchema>

/** Shows one of its banners per visit, picked with probability proportional to its weight. */
export const randomBannersSection = defineSection({
  type: 'RandomBanners',
  schema: randomBannersSchema,
  block: {
    dbName: shortBlockTableName('rnd_bnr'),
    labels: { singular: 'Slumpade banners', plural: 'Slumpade banners' },
    fields: [titleField, iconField, backgroundColorField, bannersField({ weight: true })],
  },
  example: {
    title: 'Tips just nu',
    backgroundColor: 'accent',
    banners: [
      {
        id: 'rb-1',
        title: 'Hyr släp gratis',
        text: 'När du handlar för minst 2 000 kr.',
        buttonText: 'Läs mer',
        linkUrl: '/hyr-slap',
        weight: 3,
        image: { url: '/placeholder/banner/slap.svg', title: 'Släpvagn vid butik', width: 800, height: 450 },
      },
      {
        id: 'rb-2',
        title: 'Kurs: lägg klinker',
        text: 'Anmäl dig till kvällskursen.',
        buttonText: 'Anmäl dig',
        linkUrl: 'https://kurser.example.se/klinker',
        isExternalLink: true,
        weight: 1,
        image: { url: '/placeholder/banner/klinker.svg', title: 'Klinkergolv', width: 800, height: 450 },
      },
      { id: 'rb-3', title: 'Pausad banner', weight: 0, linkUrl: '/kampanjer' },
    ],
  },
  invalid: { title: 'Slump', banners: [{ id: 'x', weight: -1 }] },
  contentful:
    'title backgroundColor icon { ...AssetFields } bannersCollection(limit: 20) { items { ...BannerFields } }',
})
