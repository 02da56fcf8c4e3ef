import type { Block } from 'payload'
import { bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'

export const ContentBannersBlock: Block = {
  slug: 'ContentBanners',
  interfaceName: 'ContentBannersSection',
  dbName: shortBlockTableName('cnt_bnr'),
  labels: { singular: 'Innehållsbanners', plural: 'Innehållsbanners' },
  fields: [titleField, iconField, bannersField()],
}
