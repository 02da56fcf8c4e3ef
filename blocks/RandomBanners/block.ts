import type { Block } from 'payload'
import { backgroundColorField, bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'

/** Shows one of its banners per visit, picked with probability proportional to its weight. */
export const RandomBannersBlock: Block = {
  slug: 'RandomBanners',
  interfaceName: 'RandomBannersSection',
  dbName: shortBlockTableName('rnd_bnr'),
  labels: { singular: 'Slumpade banners', plural: 'Slumpade banners' },
  fields: [titleField, iconField, backgroundColorField, bannersField({ weight: true })],
}
