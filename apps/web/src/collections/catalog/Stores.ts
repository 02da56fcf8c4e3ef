import { optionalAssetField } from '@shop/blocks/shared/fields'
import { STORE_SERVICES } from '@shop/schemas'
import type { CollectionConfig, Field } from 'payload'
import { brandScopedAccess, isSiteAdminField } from '../shared/access'
import { brandSelect, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'
import { sectionsField } from '../shared/sections'

const WEEKDAYS = [
  ['monday', 'Måndag'],
  ['tuesday', 'Tisdag'],
  ['wednesday', 'Onsdag'],
  ['thursday', 'Torsdag'],
  ['friday', 'Fredag'],
  ['saturday', 'Lördag'],
  ['sunday', 'Söndag'],
] as const

const openingHours: Field = {
  name: 'openingHours',
  label: 'Öppettider',
  type: 'group',
  admin: { description: 'Till exempel "07:00–18:00" eller "Stängt".' },
  fields: WEEKDAYS.map(([name, label]) => ({ name, label, type: 'text' as const })),
}

/**
 * A store or the central warehouse (spec section 3 "Store (location)" plus the content "Store page").
 * `storeId` is the location id used everywhere else (stock rows, brand config, user preferredStore).
 */
export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: 'Butik', plural: 'Butiker' },
  graphQL: { singularName: 'Store', pluralName: 'Stores' },
  admin: {
    group: GROUPS.catalog,
    useAsTitle: 'name',
    defaultColumns: ['storeId', 'name', 'brand', 'city'],
  },
  // Editors change their brands' store pages; stores themselves are created and removed by site admins.
  access: brandScopedAccess({ editorsUpdateOnly: true }),
  defaultSort: 'name',
  hooks: revalidateHooks('stores'),
  fields: [
    {
      name: 'storeId',
      label: 'Butiks-id',
      type: 'text',
      required: true,
      unique: true,
      access: { update: isSiteAdminField },
    },
    { name: 'name', label: 'Namn', type: 'text', required: true },
    brandSelect({
      name: 'brand',
      label: 'Varumärke',
      index: true,
      access: { update: isSiteAdminField },
      admin: { description: 'Tomt för centrallagret.' },
    }),
    { name: 'isCentralWarehouse', label: 'Centrallager', type: 'checkbox', defaultValue: false },
    { name: 'address1', label: 'Adress', type: 'text' },
    { name: 'postalCode', label: 'Postnummer', type: 'text' },
    { name: 'city', label: 'Ort', type: 'text' },
    { name: 'phone', label: 'Telefon', type: 'text' },
    { name: 'email', label: 'E-post', type: 'email' },
    { name: 'latitude', label: 'Latitud', type: 'number' },
    { name: 'longitude', label: 'Longitud', type: 'number' },
    openingHours,
    {
      name: 'specialOpeningHours',
      label: 'Avvikande öppettider',
      type: 'array',
      dbName: 'store_special_hours',
      fields: [
        { name: 'label', label: 'Dag', type: 'text', required: true },
        { name: 'date', label: 'Datum', type: 'date' },
        { name: 'hours', label: 'Tider', type: 'text', required: true },
      ],
    },
    {
      name: 'services',
      label: 'Tjänster',
      type: 'select',
      hasMany: true,
      options: [...STORE_SERVICES],
      dbName: 'store_services',
      enumName: 'enum_store_services',
    },
    // Store page content (spec: "Store page"), kept on the store so one id serves both.
    {
      type: 'collapsible',
      label: 'Butikssida',
      admin: { initCollapsed: true },
      fields: [
        { name: 'label', label: 'Etikett', type: 'text', admin: { description: 'T.ex. "Proffscenter".' } },
        { name: 'title', label: 'Rubrik', type: 'text' },
        { name: 'ingress', label: 'Ingress', type: 'textarea' },
        { name: 'body', label: 'Brödtext', type: 'richText' },
        optionalAssetField('heroDesktop', 'Toppbild, dator'),
        optionalAssetField('heroMobile', 'Toppbild, mobil'),
        { name: 'infobox', label: 'Infobox', type: 'textarea' },
        { name: 'assortments', label: 'Sortiment', type: 'text', hasMany: true },
        {
          name: 'activities',
          label: 'Aktiviteter',
          type: 'array',
          dbName: 'store_activities',
          fields: [
            { name: 'title', label: 'Rubrik', type: 'text', required: true },
            { name: 'text', label: 'Text', type: 'textarea' },
            { name: 'date', label: 'Datum', type: 'date' },
          ],
        },
        { name: 'contactsTitle', label: 'Rubrik för kontakter', type: 'text' },
        {
          name: 'contacts',
          label: 'Kontakter',
          type: 'array',
          dbName: 'store_contacts',
          fields: [
            { name: 'role', label: 'Roll', type: 'text' },
            { name: 'name', label: 'Namn', type: 'text', required: true },
            { name: 'phone', label: 'Telefon', type: 'text' },
            { name: 'email', label: 'E-post', type: 'email' },
            optionalAssetField('image', 'Bild'),
          ],
        },
        sectionsField(),
      ],
    },
  ],
}
