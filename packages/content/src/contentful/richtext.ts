import { type Asset, type InlineButton, inlineButtonSchema, type RichText, type RichTextNode } from '@shop/schemas'

/** Contentful's rich-text document (the `json` of a RichText field, or a CDA field value). */
export interface CfNode {
  nodeType: string
  value?: string
  marks?: { type: string }[]
  data?: { uri?: string; target?: unknown }
  content?: CfNode[]
}

/** Resolves a link target (`{sys: {id, type: 'Link', linkType}}` or an already resolved entry/asset). */
export interface RichTextLinks {
  entry(target: unknown): LinkedEntry | undefined
  asset(target: unknown): Asset | undefined
}

export interface LinkedEntry {
  id: string
  /** GraphQL __typename or CDA content type id, e.g. `InlineButton` / `inlineButton`. */
  type: string
  fields: Record<string, unknown>
}

const BUTTON_TYPES = new Set(['inlinebutton', 'button', 'richtextbutton'])

export function isRichTextDocument(value: unknown): value is CfNode {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as CfNode).nodeType === 'document' &&
    Array.isArray((value as CfNode).content)
  )
}

/** Converts a Contentful rich-text document into the RichText AST of @shop/schemas. */
export function toRichText(
  document: unknown,
  links: RichTextLinks,
  normaliseEntry?: (e: LinkedEntry) => Record<string, unknown>,
): RichText {
  if (!isRichTextDocument(document)) return []
  return convertChildren(document.content ?? [], links, normaliseEntry)
}

function convertChildren(
  nodes: CfNode[],
  links: RichTextLinks,
  normaliseEntry?: (e: LinkedEntry) => Record<string, unknown>,
): RichTextNode[] {
  return nodes.flatMap((node) => convert(node, links, normaliseEntry))
}

function convert(
  node: CfNode,
  links: RichTextLinks,
  normaliseEntry?: (e: LinkedEntry) => Record<string, unknown>,
): RichTextNode[] {
  const children = () => convertChildren(node.content ?? [], links, normaliseEntry)
  switch (node.nodeType) {
    case 'paragraph':
      return [{ type: 'paragraph', children: children() }]
    case 'heading-1':
    case 'heading-2':
      return [{ type: 'heading', level: 2, children: children() }]
    case 'heading-3':
      return [{ type: 'heading', level: 3, children: children() }]
    case 'heading-4':
    case 'heading-5':
    case 'heading-6':
      return [{ type: 'heading', level: 4, children: children() }]
    case 'unordered-list':
      return [{ type: 'list', ordered: false, children: children() }]
    case 'ordered-list':
      return [{ type: 'list', ordered: true, children: children() }]
    case 'list-item':
      return [{ type: 'listItem', children: children() }]
    case 'blockquote':
      return [{ type: 'quote', children: children() }]
    case 'hr':
      return []
    case 'text':
      return textNodes(node)
    case 'hyperlink': {
      const url = node.data?.uri ?? ''
      return url ? [{ type: 'link', url, external: isExternal(url), children: children() }] : children()
    }
    case 'entry-hyperlink': {
      const entry = links.entry(node.data?.target)
      const slug = entry?.fields.slug
      return typeof slug === 'string' && slug
        ? [{ type: 'link', url: `/${slug}`, external: false, children: children() }]
        : children()
    }
    case 'asset-hyperlink': {
      const asset = links.asset(node.data?.target)
      return asset ? [{ type: 'link', url: asset.url, external: true, children: children() }] : children()
    }
    case 'embedded-asset-block': {
      const asset = links.asset(node.data?.target)
      return asset ? [{ type: 'asset', asset }] : []
    }
    case 'embedded-entry-block':
    case 'embedded-entry-inline': {
      const entry = links.entry(node.data?.target)
      if (!entry) return []
      if (BUTTON_TYPES.has(entry.type.toLowerCase())) {
        const button = toInlineButton(entry.fields, node.nodeType === 'embedded-entry-inline')
        return button ? [{ type: 'button', button }] : []
      }
      return [
        {
          type: 'entry',
          entryType: entry.type,
          id: entry.id,
          data: normaliseEntry ? normaliseEntry(entry) : entry.fields,
        },
      ]
    }
    default:
      // Tables and future node types: keep their text rather than losing it.
      return children()
  }
}

function textNodes(node: CfNode): RichTextNode[] {
  const marks = new Set((node.marks ?? []).map((mark) => mark.type))
  const leaf = (text: string): RichTextNode => ({
    type: 'text',
    text,
    ...(marks.has('bold') ? { bold: true } : {}),
    ...(marks.has('italic') ? { italic: true } : {}),
    ...(marks.has('underline') ? { underline: true } : {}),
    ...(marks.has('code') ? { code: true } : {}),
  })
  const parts = (node.value ?? '').split('\n')
  const out: RichTextNode[] = []
  parts.forEach((part, index) => {
    if (index > 0) out.push({ type: 'lineBreak' })
    if (part !== '' || parts.length === 1) out.push(leaf(part))
  })
  return out
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url)
}

/** An inline-button entry (text, url, variant, size, shape, inline, icon); unknown enum values fall back to defaults. */
export function toInlineButton(fields: Record<string, unknown>, inlineDefault = true): InlineButton | undefined {
  const candidate: Record<string, unknown> = {
    text: fields.text,
    url: fields.url,
    inline: fields.inline ?? inlineDefault,
  }
  for (const key of ['variant', 'size', 'shape'] as const) {
    const value = fields[key]
    if (typeof value === 'string') {
      const option = inlineButtonSchema.shape[key].unwrap().safeParse(value.toLowerCase())
      if (option.success) candidate[key] = option.data
    }
  }
  if (typeof fields.icon === 'string' && fields.icon) candidate.icon = fields.icon
  if (typeof candidate.inline !== 'boolean') candidate.inline = inlineDefault
  const parsed = inlineButtonSchema.safeParse(candidate)
  return parsed.success ? parsed.data : undefined
}
