/**
 * Minimal Lexical editor states for seeded rich text (what Payload's richText field stores).
 * Each string becomes a paragraph; strings starting with "## " become h2 headings.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

function textNode(text: string): TextNode {
  return { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

function block(line: string) {
  const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
  if (line.startsWith('## ')) return { ...base, type: 'heading', tag: 'h2', children: [textNode(line.slice(3))] }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(line)] }
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
