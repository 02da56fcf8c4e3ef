import {
  assetField,
  backgroundColorField,
  iconField,
  linkUrlField,
  shortBlockTableName,
  shortTableName,
  titleField,
} from '../shared/fields'
import { optionalAsset, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const assortmentIconsSchema = z.object({
  title: text,
  icon: optionalAsset,
  backgroundColor: text,
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        linkUrl: text,
        icon: optionalAsset,
      }),
    )
    .min(1),
})
export type AssortmentIconsData = z.output<typeof assortmentIconsSchema>

export const assortmentIconsSection = defineSection({
  type: 'AssortmentIcons',
  schema: assortmentIconsSchema,
  block: {
    dbName: shortBlockTableName('asrt_ic'),
    labels: { singular: 'Sortimentsikoner', plural: 'Sortimentsikoner' },
    fields: [
      titleField,
      iconField,
      backgroundColorField,
      {
        name: 'items',
        label: 'Ikoner',
        labels: { singular: 'Ikon', plural: 'Ikoner' },
        type: 'array',
        dbName: shortTableName('it'),
        minRows: 1,
        fields: [
          { name: 'title', label: 'Namn', type: 'text', required: true },
          linkUrlField('linkUrl', 'Länkadress'),
          assetField('icon', 'Ikon'),
        ],
      },
    ],
  },
  example: {
    title: 'Vårt sortiment',
    backgroundColor: 'surface',
    items: [
      {
        title: 'Trä och skivor',
        linkUrl: '/kategorier/tra-och-skivor',
        icon: { url: '/placeholder/icon/tra.svg', title: 'Trä', width: 64, height: 64 },
      },
      {
        title: 'Verktyg',
        linkUrl: '/kategorier/verktyg',
        icon: { url: '/placeholder/icon/verktyg.svg', title: 'Verktyg', width: 64, height: 64 },
      },
      {
        title: 'Isolering',
        linkUrl: '/kategorier/isolering',
        icon: { url: '/placeholder/icon/isolering.svg', title: 'Isolering', width: 64, height: 64 },
      },
      {
        title: 'Järnhandel',
        linkUrl: '/kategorier/jarnhandel',
        icon: { url: '/placeholder/icon/jarnhandel.svg', title: 'Järnhandel', width: 64, height: 64 },
      },
    ],
  },
  invalid: { title: 'Sortiment', items: [] },
  contentful:
    'title backgroundColor icon { ...AssetFields } itemsCollection(limit: 20) { items { sys { id } title linkUrl icon { ...AssetFields } } }',
})
