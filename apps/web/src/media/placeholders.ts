/**
 * Deterministic placeholder pictures (SVG) for seeded products, categories, heroes, banners, stores
 * and GHS hazard pictograms. Same input, same bytes: colours come from a hash of the id.
 */

export type PlaceholderKind = 'product' | 'category' | 'hero' | 'banner' | 'store' | 'ghs' | 'icon' | 'person' | 'logo'

export const PLACEHOLDER_KINDS: readonly PlaceholderKind[] = [
  'product',
  'category',
  'hero',
  'banner',
  'store',
  'ghs',
  'icon',
  'person',
  'logo',
]

/** Width and height of the generic kinds (product and GHS pictures are drawn on their own). */
const SIZES: Partial<Record<PlaceholderKind, [number, number]>> = {
  icon: [96, 96],
  person: [400, 400],
  logo: [400, 120],
}

function hash(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}

/** Up to two letters: the first letters of the first two words that start with a letter. */
export function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[\p{L}]/u.test(w))
  const letters = words.slice(0, 2).map((w) => w[0]?.toLocaleUpperCase('sv-SE') ?? '')
  return letters.join('') || '?'
}

/** "tra-och-skivor" → "Tra och skivor" (for kinds without a database lookup). */
export function labelFromId(id: string): string {
  const text = id.replace(/-m$/, '').replace(/-/g, ' ').trim()
  return text ? text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1) : '?'
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

const FONT = "font-family='Inter, Arial, Helvetica, sans-serif'"

export interface PlaceholderInput {
  kind: PlaceholderKind
  /** File name without .svg, e.g. "1000084" or "1000084-2" or "nordbygg-front". */
  id: string
  /** Human label (product or category name); defaults to one derived from the id. */
  label?: string
}

export function placeholderSvg({ kind, id, label }: PlaceholderInput): string {
  const text = label ?? labelFromId(id)
  const hue = hash(kind === 'product' ? id.replace(/-\d+$/, '') : id) % 360
  const dark = `hsl(${hue} 45% 32%)`
  const mid = `hsl(${hue} 50% 46%)`
  const light = `hsl(${hue} 45% 93%)`

  if (kind === 'ghs') {
    const code = escapeXml(id.toUpperCase().slice(0, 8))
    return (
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' height='100' role='img'>` +
      `<title>${code}</title>` +
      `<polygon points='50,6 94,50 50,94 6,50' fill='#fff' stroke='#d40000' stroke-width='6'/>` +
      `<text x='50' y='56' text-anchor='middle' ${FONT} font-size='15' font-weight='700' fill='#111'>${code}</text>` +
      `</svg>`
    )
  }

  if (kind === 'product') {
    const gallery = /-\d+$/.test(id)
    const title = escapeXml(truncate(text, 44))
    const article = escapeXml(id.replace(/-\d+$/, ''))
    const initials = escapeXml(initialsOf(text))
    const pattern = gallery
      ? `<path d='M0 600 L600 0 L600 120 L120 600Z' fill='${mid}' opacity='0.18'/><path d='M0 360 L360 0 L480 0 L0 480Z' fill='${mid}' opacity='0.12'/>`
      : `<circle cx='300' cy='250' r='150' fill='${mid}'/>`
    return (
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 600' width='600' height='600' role='img'>` +
      `<title>${title}</title>` +
      `<rect width='600' height='600' fill='${light}'/>${pattern}` +
      `<text x='300' y='${gallery ? 300 : 290}' text-anchor='middle' ${FONT} font-size='120' font-weight='700' fill='${gallery ? dark : '#fff'}'>${initials}</text>` +
      `<text x='300' y='482' text-anchor='middle' ${FONT} font-size='26' fill='${dark}'>${title}</text>` +
      `<text x='300' y='530' text-anchor='middle' ${FONT} font-size='22' fill='${dark}' opacity='0.7'>Art.nr ${article}</text>` +
      `</svg>`
    )
  }

  const mobile = id.endsWith('-m')
  const [width, height] =
    kind === 'hero'
      ? mobile
        ? [750, 900]
        : [1600, 600]
      : kind === 'banner'
        ? mobile
          ? [750, 750]
          : [1200, 400]
        : (SIZES[kind] ?? [800, 600])
  const title = escapeXml(truncate(text, 40))
  const fontSize = Math.round(Math.min(width, height) / 9)
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' width='${width}' height='${height}' role='img'>` +
    `<title>${title}</title>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${dark}'/><stop offset='1' stop-color='hsl(${(hue + 40) % 360} 50% 55%)'/></linearGradient></defs>` +
    `<rect width='${width}' height='${height}' fill='url(#g)'/>` +
    `<path d='M0 ${height} L${width * 0.45} ${height * 0.35} L${width * 0.7} ${height * 0.7} L${width} ${height * 0.2} L${width} ${height}Z' fill='#fff' opacity='0.12'/>` +
    `<text x='${width / 2}' y='${height / 2 + fontSize / 3}' text-anchor='middle' ${FONT} font-size='${fontSize}' font-weight='700' fill='#fff'>${title}</text>` +
    `</svg>`
  )
}
