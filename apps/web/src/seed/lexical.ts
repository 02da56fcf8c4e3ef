/**
 * Minimal Lexical editor states for seeded rich text (what Payload's richText field stores).
 * Each string becomes a paragraph; strings starting with "## " become h2 headings, and `{cutoffHour}` or
 * `{closedDays}` the brand rule inline.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

function textNode(text: string): TextNode {
  return { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** `{cutoffHour}` in a seeded line is the brand rule an editor puts in with "Varumärkesregel". */
function inlineNodes(line: string) {
  return line
    .split(/\{(cutoffHour|closedDays)\}/)
    .map((part, index) =>
      index % 2 === 1
        ? {
            type: 'inlineBlock',
            version: 1,
            fields: { id: `rule-${part}`, blockName: '', blockType: 'brandRule', rule: part },
          }
        : textNode(part),
    )
    .filter((node) => node.type !== 'text' || (node as TextNode).text !== '')
}

function block(line: string) {
  const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
  if (line.startsWith('## ')) return { ...base, type: 'heading', tag: 'h2', children: [textNode(line.slice(3))] }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inlineNodes(line) }
}

export function richText(...lines: string[]) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: lines.map(block),
    },
  }
}

// Normalised RichText (what the blocks' examples hold) back to a Lexical editor state ---------------

type AstNode = { type: string; [key: string]: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote', 'button', 'asset', 'entry'])
const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function astToLexical(node: AstNode): Record<string, unknown> {
  const children = () => ((node.children as AstNode[] | undefined) ?? []).map(astToLexical)
  switch (node.type) {
    case 'text': {
      const format = (node.bold ? 1 : 0) | (node.italic ? 2 : 0) | (node.underline ? 8 : 0) | (node.code ? 16 : 0)
      return { ...textNode(String(node.text ?? '')), format }
    }
    case 'lineBreak':
      return { type: 'linebreak', version: 1 }
    case 'paragraph':
      return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: children() }
    case 'heading':
      return { ...base, type: 'heading', tag: `h${node.level ?? 2}`, children: children() }
    case 'quote':
      return { ...base, type: 'quote', children: children() }
    case 'list':
      return {
        ...base,
        type: 'list',
        listType: node.ordered ? 'number' : 'bullet',
        tag: node.ordered ? 'ol' : 'ul',
        start: 1,
        children: children().map((c, i) => ({ ...c, value: i + 1 })),
      }
    case 'listItem':
      return { ...base, type: 'listitem', value: 1, children: children() }
    case 'link':
      return {
        ...base,
        type: 'link',
        fields: { linkType: 'custom', url: node.url, newTab: Boolean(node.external) },
        children: children(),
      }
    case 'button': {
      // An inline button (text, url, variant, size, shape, icon): the editor's `button` inline block.
      const button = node.button as { text?: string; url?: string }
      const id = `button-${(button.url ?? '').replace(/[^a-z0-9]+/gi, '-')}-${(button.text ?? '').length}`
      return { type: 'inlineBlock', version: 1, fields: { id, blockName: '', blockType: 'button', ...button } }
    }
    default:
      return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [] }
  }
}

export function richTextToLexical(nodes: AstNode[]) {
  // Inline nodes (buttons) may not stand at the root in Lexical: wrap them in a paragraph.
  const children = nodes
    .map(astToLexical)
    .map((node) =>
      node.type === 'inlineBlock'
        ? { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [node] }
        : node,
    )
  return { root: { type: 'root', ...base, children } }
}

function isRichTextAst(value: unknown): value is AstNode[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((n) => typeof n === 'object' && n !== null && BLOCK_TYPES.has((n as AstNode).type))
  )
}

/**
 * A section's normalised example `data` as Payload block fields: rich text arrays become Lexical
 * states and example ids are dropped (Payload gives array rows their own ids).
 */
export function exampleToBlockFields(value: unknown): unknown {
  if (isRichTextAst(value)) return richTextToLexical(value)
  if (Array.isArray(value)) return value.map(exampleToBlockFields)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, exampleToBlockFields(inner)]),
  )
}
