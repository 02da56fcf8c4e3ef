import {
  type Asset,
  assetSchema,
  inlineButtonSchema,
  MEDIA_SIZE_NAMES,
  mediaFileUrl,
  type RichText,
  type RichTextNode,
} from '@shop/schemas'

/**
 * Payload's Lexical editor state (what a `richText` field stores) to the normalised RichText tree of
 * @shop/schemas. Handles paragraphs, headings (h1 counts as h2, h5/h6 as h4), lists, quotes, links
 * (custom and internal, with the external flag), text marks (bold, italic, underline, code), line
 * breaks, uploads and relationships (as asset / entry nodes, only when populated) and inline buttons
 * (a block or inline block with blockType `button`). Unknown element nodes keep their children;
 * unknown leaves are dropped, so a new editor feature never breaks a page.
 */

type LexicalNode = {
  type?: string
  children?: LexicalNode[]
  [key: string]: unknown
}

export type LexicalState = { root?: { children?: LexicalNode[] } } | null | undefined

// Lexical's text format bit flags.
const BOLD = 1
const ITALIC = 1 << 1
const UNDERLINE = 1 << 3
const CODE = 1 << 4

const EXTERNAL = /^(https?:)?\/\//i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function headingLevel(tag: unknown): 2 | 3 | 4 {
  const n = typeof tag === 'string' ? Number(tag.replace(/^h/i, '')) : 2
  if (n <= 2) return 2
  if (n === 3) return 3
  return 4
}

/**
 * A populated media-library document (collections/content/Media.ts) as an Asset: served from the shop's
 * own /media path, with its drawn sizes, focal point and blurred stand-in; null when not populated (an
 * id alone) or not an upload. A plain {url, title} group (older content, tests) passes as it is.
 */
export function toAsset(value: unknown): Asset | null {
  if (!isRecord(value)) return null
  const filename = typeof value.filename === 'string' && value.filename ? value.filename : null
  const url = filename ? mediaFileUrl(filename) : typeof value.url === 'string' ? value.url : ''
  if (!url) return null
  const positive = (n: unknown) => (typeof n === 'number' && n > 0 ? Math.round(n) : undefined)
  const percent = (n: unknown) => (typeof n === 'number' && n >= 0 && n <= 100 ? n : undefined)
  const sizes: Record<string, { url: string; width: number; height: number }> = {}
  if (isRecord(value.sizes)) {
    for (const name of MEDIA_SIZE_NAMES) {
      const size = value.sizes[name]
      if (!isRecord(size) || typeof size.filename !== 'string' || !size.filename) continue
      const width = positive(size.width)
      const height = positive(size.height)
      if (width && height) sizes[name] = { url: mediaFileUrl(size.filename), width, height }
    }
  }
  const parsed = assetSchema.safeParse({
    url,
    title: typeof value.alt === 'string' ? value.alt : typeof value.title === 'string' ? value.title : '',
    width: positive(value.width),
    height: positive(value.height),
    mimeType: typeof value.mimeType === 'string' ? value.mimeType : undefined,
    focalX: percent(value.focalX),
    focalY: percent(value.focalY),
    blurDataURL: typeof value.blurDataURL === 'string' && value.blurDataURL ? value.blurDataURL : undefined,
    sizes: Object.keys(sizes).length ? sizes : undefined,
  })
  return parsed.success ? parsed.data : null
}

function linkUrl(node: LexicalNode): { url: string; external: boolean } {
  const fields = isRecord(node.fields) ? node.fields : {}
  const newTab = fields.newTab === true
  if (fields.linkType === 'internal' && isRecord(fields.doc)) {
    const doc = isRecord(fields.doc.value) ? fields.doc.value : null
    const slug = doc && typeof doc.slug === 'string' ? doc.slug : ''
    return { url: `/${slug}`, external: newTab }
  }
  const url = typeof fields.url === 'string' ? fields.url : typeof node.url === 'string' ? node.url : ''
  return { url, external: newTab || EXTERNAL.test(url) }
}

function convertChildren(nodes: unknown): RichTextNode[] {
  if (!Array.isArray(nodes)) return []
  return nodes.flatMap((n) => convertNode(n as LexicalNode))
}

function convertNode(node: LexicalNode): RichTextNode[] {
  if (!isRecord(node)) return []
  switch (node.type) {
    case 'text': {
      const text = typeof node.text === 'string' ? node.text : ''
      if (!text) return []
      const format = typeof node.format === 'number' ? node.format : 0
      const leaf: RichTextNode = { type: 'text', text }
      if (format & BOLD) leaf.bold = true
      if (format & ITALIC) leaf.italic = true
      if (format & UNDERLINE) leaf.underline = true
      if (format & CODE) leaf.code = true
      return [leaf]
    }
    case 'linebreak':
      return [{ type: 'lineBreak' }]
    case 'tab':
      return [{ type: 'text', text: '\t' }]
    case 'paragraph':
      return [{ type: 'paragraph', children: convertChildren(node.children) }]
    case 'heading':
      return [{ type: 'heading', level: headingLevel(node.tag), children: convertChildren(node.children) }]
    case 'quote':
      return [{ type: 'quote', children: convertChildren(node.children) }]
    case 'list':
      return [{ type: 'list', ordered: node.listType === 'number', children: convertChildren(node.children) }]
    case 'listitem': {
      // Nested lists arrive as a list item holding a list.
      return [{ type: 'listItem', children: convertChildren(node.children) }]
    }
    case 'link':
    case 'autolink': {
      const { url, external } = linkUrl(node)
      const children = convertChildren(node.children)
      if (!url) return children
      return [{ type: 'link', url, external, children }]
    }
    case 'upload': {
      const asset = toAsset(node.value)
      return asset ? [{ type: 'asset', asset }] : []
    }
    case 'relationship': {
      const value = node.value
      if (!isRecord(value) || value.id === undefined) return []
      return [
        { type: 'entry', entryType: String(node.relationTo ?? 'entry'), id: String(value.id), data: { ...value } },
      ]
    }
    case 'block':
    case 'inlineBlock': {
      const fields = isRecord(node.fields) ? node.fields : {}
      if (fields.blockType === 'button' || fields.blockType === 'inlineButton') {
        const button = inlineButtonSchema.safeParse(stripNulls(fields))
        return button.success ? [{ type: 'button', button: button.data }] : []
      }
      const id = typeof fields.id === 'string' ? fields.id : String(node.id ?? '')
      return [{ type: 'entry', entryType: String(fields.blockType ?? 'block'), id, data: { ...fields } }]
    }
    case 'horizontalrule':
      return []
    default:
      return Array.isArray(node.children) ? convertChildren(node.children) : []
  }
}

function stripNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined))
}

/** Converts a Lexical editor state; anything that is not one (null, a string, {}) gives []. */
export function lexicalToRichText(state: unknown): RichText {
  if (!isRecord(state) || !isRecord(state.root)) return []
  return convertChildren(state.root.children)
}

/** True when a value looks like a stored Lexical editor state. */
export function isLexicalState(value: unknown): boolean {
  return isRecord(value) && isRecord(value.root) && Array.isArray((value.root as { children?: unknown }).children)
}
