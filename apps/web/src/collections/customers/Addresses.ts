import type { CollectionConfig } from 'payload'
import { customerRows, isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

/**
 * Delivery and invoice addresses of a customer (spec section 3 "Address"). Åland (AX) postcodes are
 * validated by the address service, which knows the 36 valid codes.
 */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  labels: { singular: 'Adress', plural: 'Adresser' },
  graphQL: { singularName: 'Address', pluralName: 'Addresses' },
  admin: {
    group: GROUPS.customers,
    useAsTitle: 'label',
    defaultColumns: ['addressId', 'label', 'customer', 'postalAddress'],
  },
  access: { read: customerRows('customer'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  fields: [
    { name: 'addressId', label: 'Adress-id', type: 'text', required: true, unique: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'label', label: 'Benämning', type: 'text' },
    { name: 'name', label: 'Namn', type: 'text' },
    { name: 'recipientName', label: 'Mottagarnamn', type: 'text' },
    { name: 'address1', label: 'Adressrad 1', type: 'text' },
    { name: 'address2', label: 'Adressrad 2', type: 'text' },
    { name: 'address3', label: 'Adressrad 3', type: 'text' },
    { name: 'postalCode', label: 'Postnummer', type: 'text' },
    { name: 'postalAddress', label: 'Postort', type: 'text' },
    {
      name: 'countryCode',
      label: 'Land',
      type: 'select',
      required: true,
      defaultValue: 'SE',
      options: [
        { label: 'Sverige', value: 'SE' },
        { label: 'Åland', value: 'AX' },
      ],
    },
    { name: 'readOnly', label: 'Skrivskyddad', type: 'checkbox', defaultValue: false },
    { name: 'preselected', label: 'Förvald', type: 'checkbox', defaultValue: false },
    { name: 'validForDelivery', label: 'Giltig för leverans', type: 'checkbox', defaultValue: true },
  ],
}
