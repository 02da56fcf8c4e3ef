import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Editor-built form (spec "Dynamic form"), e.g. the account application. */
export const DynamicForms: CollectionConfig = {
  slug: 'dynamic-forms',
  labels: { singular: 'Formulär', plural: 'Formulär' },
  graphQL: { singularName: 'DynamicForm', pluralName: 'DynamicForms' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'brand'] },
  access: brandScopedAccess(),
  hooks: revalidateHooks('dynamic-forms'),
  fields: [
    brandField(),
    { name: 'title', label: 'Namn (internt)', type: 'text', required: true },
    { name: 'formTitle', label: 'Formulärrubrik', type: 'text' },
    { name: 'formDescription', label: 'Beskrivning', type: 'richText' },
    {
      name: 'inputs',
      label: 'Fält',
      type: 'array',
      dbName: 'form_inputs',
      fields: [
        { name: 'title', label: 'Etikett', type: 'text', required: true },
        {
          name: 'type',
          label: 'Typ',
          type: 'select',
          required: true,
          defaultValue: 'text',
          enumName: 'enum_form_inputs_type',
          options: [
            { label: 'Text', value: 'text' },
            { label: 'Flera rader', value: 'textarea' },
            { label: 'E-post', value: 'email' },
            { label: 'Telefon', value: 'tel' },
            { label: 'Tal', value: 'number' },
            { label: 'Datum', value: 'date' },
            { label: 'Lista', value: 'select' },
            { label: 'Kryssruta', value: 'checkbox' },
          ],
        },
        { name: 'inputList', label: 'Val (ett per rad)', type: 'textarea' },
        { name: 'requiredField', label: 'Obligatoriskt', type: 'checkbox', defaultValue: false },
        { name: 'placeholderText', label: 'Platshållartext', type: 'text' },
      ],
    },
  ],
}
