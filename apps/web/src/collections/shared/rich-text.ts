import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { BrandRule } from '@shop/commerce/brand-rules'
import type { Block } from 'payload'

/**
 * The inline button editors can put in running text (spec: text, url, variant, size, inline, shape,
 * icon). The content sources turn it into the RichText tree's `button` node, which the blocks'
 * RichText renderer draws with the design system's button styles.
 */
export const inlineButtonBlock: Block = {
  slug: 'button',
  interfaceName: 'InlineButton',
  labels: { singular: 'Knapp', plural: 'Knappar' },
  fields: [
    { name: 'text', label: 'Text', type: 'text', required: true },
    { name: 'url', label: 'Länk (url)', type: 'text', required: true },
    {
      name: 'variant',
      label: 'Variant',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Primär', value: 'primary' },
        { label: 'Sekundär', value: 'secondary' },
        { label: 'Kontur', value: 'outline' },
        { label: 'Länk', value: 'link' },
      ],
    },
    {
      name: 'size',
      label: 'Storlek',
      type: 'select',
      defaultValue: 'medium',
      options: [
        { label: 'Liten', value: 'small' },
        { label: 'Mellan', value: 'medium' },
        { label: 'Stor', value: 'large' },
      ],
    },
    {
      name: 'shape',
      label: 'Form',
      type: 'select',
      defaultValue: 'rounded',
      options: [
        { label: 'Kantig', value: 'square' },
        { label: 'Rundad', value: 'rounded' },
        { label: 'Piller', value: 'pill' },
      ],
    },
    { name: 'inline', label: 'I textflödet', type: 'checkbox', defaultValue: true },
    { name: 'icon', label: 'Ikon', type: 'text', admin: { description: 'Ikonnamn, t.ex. "arrowRight".' } },
  ],
}

/**
 * A brand rule in running text ("Beställ före [Sista beställningstid] …"): the page writes it out from the brand's
 * config (@shop/commerce/brand-rules), so the text cannot drift from what checkout enforces.
 */
export const brandRuleBlock: Block = {
  slug: 'brandRule',
  interfaceName: 'BrandRuleInline',
  labels: { singular: 'Varumärkesregel', plural: 'Varumärkesregler' },
  fields: [
    {
      name: 'rule',
      label: 'Regel',
      type: 'select',
      required: true,
      options: [
        { label: 'Sista beställningstid (t.ex. "klockan 12")', value: 'cutoffHour' },
        { label: 'Extra stängda dagar (t.ex. "23 december och 28 december")', value: 'closedDays' },
      ] satisfies Array<{ label: string; value: BrandRule }>,
      admin: { description: 'Texten skrivs ut från varumärkets inställningar när sidan visas.' },
    },
  ],
}

/** The shop's rich text: Payload's default Lexical features plus inline buttons and brand rules. */
export const shopRichTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    BlocksFeature({ inlineBlocks: [inlineButtonBlock, brandRuleBlock] }),
  ],
})
