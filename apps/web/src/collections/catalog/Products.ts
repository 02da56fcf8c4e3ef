import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { GROUPS, slugField } from '../shared/fields'
import { breadcrumbShape, jsonField } from '../shared/json'
import { joinHooks } from '../shared/revalidate'
import { catalogPageHooks } from './hooks/page-cache'
import { productIndexHooks } from './hooks/search-index'

/**
 * A product groups variants (spec section 3: variant.product with id, name, breadcrumb parents and
 * categoryPaths). Catalog rows are bulk-inserted by the seed, so every nested list is JSON.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Produkt', plural: 'Produkter' },
  graphQL: { singularName: 'Product', pluralName: 'Products' },
  admin: {
    group: GROUPS.catalog,
    useAsTitle: 'name',
    defaultColumns: ['productId', 'name', 'brandName', 'categoryPath'],
    listSearchableFields: ['productId', 'name'],
  },
  access: publicReadAdminWrite,
  hooks: joinHooks(productIndexHooks, catalogPageHooks()),
  fields: [
    { name: 'productId', label: 'Produkt-id', type: 'text', required: true, unique: true },
    { name: 'name', label: 'Namn', type: 'text', required: true },
    slugField({ unique: true }),
    { name: 'description', label: 'Beskrivning', type: 'textarea' },
    { name: 'brandName', label: 'Varumärke (tillverkare)', type: 'text', index: true },
    { name: 'category', label: 'Kategori', type: 'relationship', relationTo: 'categories', index: true },
    {
      name: 'categoryPath',
      label: 'Kategorisökväg',
      type: 'text',
      index: true,
      admin: { description: 'Första kategorins sökväg, för listning med prefix (t.ex. "tra-och-skivor/").' },
    },
    jsonField('categoryPaths', 'Kategorisökvägar', z.array(z.string()), {
      admin: { description: 'Alla kategorisökvägar; den första är produktens kategori.' },
    }),
    jsonField('breadcrumbParents', 'Brödsmulor', z.array(breadcrumbShape)),
    { name: 'variants', label: 'Varianter', type: 'join', collection: 'variants', on: 'product' },
  ],
}
