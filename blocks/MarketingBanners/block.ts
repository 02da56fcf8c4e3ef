import type { Block } from 'payload'
import { backgroundColorField, bannersField, iconField, shortBlockTableName, titleField } from '../shared/fields'

export const MarketingBannersBlock: Block = {
  slug: 'MarketingBanners',
  interfaceName: 'MarketingBannersSection',
  dbName: shortBlockTableName('mkt_bnr'),
  labels: { singular: 'Marknadsbanners', plural: 'Marknadsbanners' },
  fields: [titleField, iconField, backgroundColorField, bannersField()],
}
