import type { Block } from 'payload'
import { bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'

export const SubBannersBlock: Block = {
  slug: 'SubBanners',
  interfaceName: 'SubBannersSection',
  dbName: shortBlockTableName('sub_bnr'),
  labels: { singular: 'Underbanners', plural: 'Underbanners' },
  fields: [titleField, iconField, bannersField()],
}
