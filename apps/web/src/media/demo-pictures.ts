import sharp from 'sharp'

/**
 * Pictures for the demo content, drawn at seed time: scenes of a builders' merchant's world (stacked
 * timber, a house in frame, a deck, a roof, a delivery truck, a yard) for heroes, banners and stores, and
 * the goods of a product family on a light ground. Nothing is written in them: a heading belongs in the
 * page, where it can be read, translated and found. The same kind, key and palette give the same bytes.
 */

/** Raise when a drawing changes: seeds reuse pictures drawn under the same version (seed/picture-cache.ts). */
export const DEMO_PICTURES_VERSION = 1

export type DemoPictureKind = 'scene' | 'goods' | 'person' | 'icon' | 'pictogram'

export const SCENES = ['timber', 'frame', 'deck', 'roof', 'truck', 'yard'] as const
export type Scene = (typeof SCENES)[number]

export const GOODS = [
  'planks',
  'sheets',
  'insulation',
  'tools',
  'fasteners',
  'paint',
  'pipes',
  'bags',
  'roofing',
  'garden',
  'electric',
  'safety',
] as const
export type Goods = (typeof GOODS)[number]

export interface DemoPicture {
  data: Buffer
  mimetype: string
  name: string
  width: number
  height: number
}

function hash(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A small deterministic generator (mulberry32) seeded from a key. */
function randomFrom(key: string) {
  let state = hash(key)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The hue a brand's pictures lean to, from its primary colour (#rrggbb), so each brand's set looks its own. */
export function hueOf(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) return hash(hex) % 360
  const [r, g, b] = [m[1], m[2], m[3]].map((part) => Number.parseInt(part as string, 16) / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  if (max === min) return 0
  const d = max - min
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return Math.round((h * 60 + 360) % 360)
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`

/** Boards seen end on and from the side: the builders' merchant's oldest picture. */
function planks(x: number, y: number, w: number, h: number, rows: number, wood: number, rnd: () => number): string {
  let out = ''
  const rowH = h / rows
  for (let r = 0; r < rows; r += 1) {
    const inset = rnd() * w * 0.08
    const light = 52 + rnd() * 14
    out += `<rect x='${x + inset}' y='${y + r * rowH}' width='${w - inset * 2}' height='${rowH * 0.86}' rx='${rowH * 0.12}' fill='${hsl(wood, 48, light)}'/>`
    out += `<rect x='${x + inset}' y='${y + r * rowH + rowH * 0.62}' width='${w - inset * 2}' height='${rowH * 0.24}' fill='${hsl(wood, 44, light - 12)}'/>`
    for (let k = 0; k < 3; k += 1) {
      const gx = x + inset + rnd() * (w - inset * 2 - 60)
      out += `<path d='M${gx} ${y + r * rowH + rowH * 0.3} q30 ${-rowH * 0.12} 60 0' stroke='${hsl(wood, 40, light - 18)}' stroke-width='3' fill='none' opacity='0.6'/>`
    }
  }
  return out
}

function sceneBody(scene: Scene, w: number, h: number, hue: number, rnd: () => number): string {
  const ground = h * 0.72
  const wood = 28 + rnd() * 10
  const sky =
    `<defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${hsl(hue + 190, 55, 62)}'/>` +
    `<stop offset='1' stop-color='${hsl(hue + 170, 45, 88)}'/></linearGradient></defs>` +
    `<rect width='${w}' height='${h}' fill='url(#sky)'/>` +
    `<circle cx='${w * (0.7 + rnd() * 0.2)}' cy='${h * 0.2}' r='${h * 0.08}' fill='${hsl(48, 95, 78)}'/>` +
    `<path d='M0 ${ground - h * 0.1} Q${w * 0.3} ${ground - h * 0.25} ${w * 0.55} ${ground - h * 0.08} T${w} ${ground - h * 0.14} V${h} H0Z' fill='${hsl(hue + 110, 30, 42)}'/>` +
    `<rect y='${ground}' width='${w}' height='${h - ground}' fill='${hsl(hue + 30, 18, 58)}'/>`
  const accent = hsl(hue, 62, 42)
  switch (scene) {
    case 'timber':
      return (
        sky +
        planks(w * 0.08, ground - h * 0.3, w * 0.38, h * 0.3, 6, wood, rnd) +
        planks(w * 0.52, ground - h * 0.22, w * 0.34, h * 0.22, 4, wood + 6, rnd) +
        `<rect x='${w * 0.05}' y='${ground}' width='${w * 0.85}' height='${h * 0.03}' fill='${hsl(wood, 30, 30)}'/>`
      )
    case 'frame': {
      const x0 = w * 0.25
      const x1 = w * 0.75
      const top = ground - h * 0.42
      const roof = ground - h * 0.62
      let studs = ''
      for (let x = x0; x <= x1; x += (x1 - x0) / 9)
        studs += `<rect x='${x}' y='${top}' width='${w * 0.012}' height='${ground - top}' fill='${hsl(wood, 50, 60)}'/>`
      return (
        sky +
        studs +
        `<rect x='${x0}' y='${top}' width='${x1 - x0 + w * 0.012}' height='${h * 0.02}' fill='${hsl(wood, 50, 52)}'/>` +
        `<path d='M${x0 - w * 0.03} ${top} L${(x0 + x1) / 2} ${roof} L${x1 + w * 0.04} ${top}' stroke='${hsl(wood, 50, 50)}' stroke-width='${h * 0.025}' fill='none'/>` +
        `<rect x='${x1 + w * 0.06}' y='${ground - h * 0.12}' width='${w * 0.12}' height='${h * 0.12}' fill='${accent}'/>`
      )
    }
    case 'deck': {
      let boards = ''
      for (let i = 0; i < 9; i += 1) {
        const y = ground - h * 0.02 + i * h * 0.03
        boards += `<path d='M${w * 0.1 - i * w * 0.01} ${y} H${w * 0.9 + i * w * 0.01}' stroke='${hsl(wood, 45, 55 - i)}' stroke-width='${h * 0.024}'/>`
      }
      return (
        sky +
        `<rect x='${w * 0.05}' y='${ground - h * 0.36}' width='${w * 0.9}' height='${h * 0.34}' fill='${hsl(hue + 20, 20, 92)}'/>` +
        `<rect x='${w * 0.58}' y='${ground - h * 0.3}' width='${w * 0.12}' height='${h * 0.28}' fill='${hsl(hue + 200, 30, 40)}'/>` +
        boards +
        `<path d='M${w * 0.1} ${ground - h * 0.12} H${w * 0.45}' stroke='${hsl(wood, 40, 40)}' stroke-width='${h * 0.012}'/>`
      )
    }
    case 'roof': {
      let tiles = ''
      for (let r = 0; r < 5; r += 1)
        for (let c = 0; c < 12; c += 1)
          tiles += `<rect x='${w * 0.15 + c * w * 0.058 + (r % 2) * w * 0.029}' y='${ground - h * 0.5 + r * h * 0.07}' width='${w * 0.052}' height='${h * 0.06}' rx='6' fill='${hsl(hue + 5, 45, 34 + ((r + c) % 3) * 4)}'/>`
      return (
        sky +
        `<rect x='${w * 0.18}' y='${ground - h * 0.16}' width='${w * 0.64}' height='${h * 0.16}' fill='${hsl(hue + 40, 25, 85)}'/>` +
        tiles
      )
    }
    case 'truck':
      return (
        sky +
        `<rect x='${w * 0.2}' y='${ground - h * 0.3}' width='${w * 0.42}' height='${h * 0.22}' rx='8' fill='${accent}'/>` +
        planks(w * 0.22, ground - h * 0.42, w * 0.38, h * 0.12, 3, wood, rnd) +
        `<path d='M${w * 0.62} ${ground - h * 0.08} V${ground - h * 0.26} H${w * 0.72} L${w * 0.78} ${ground - h * 0.16} V${ground - h * 0.08}Z' fill='${hsl(hue, 20, 30)}'/>` +
        [0.28, 0.52, 0.72]
          .map(
            (f) =>
              `<circle cx='${w * f}' cy='${ground - h * 0.06}' r='${h * 0.05}' fill='#222'/><circle cx='${w * f}' cy='${ground - h * 0.06}' r='${h * 0.02}' fill='#aaa'/>`,
          )
          .join('')
      )
    case 'yard':
      return (
        sky +
        `<rect x='${w * 0.1}' y='${ground - h * 0.4}' width='${w * 0.5}' height='${h * 0.4}' fill='${hsl(hue + 15, 20, 70)}'/>` +
        `<path d='M${w * 0.08} ${ground - h * 0.4} L${w * 0.35} ${ground - h * 0.55} L${w * 0.62} ${ground - h * 0.4}Z' fill='${accent}'/>` +
        `<rect x='${w * 0.28}' y='${ground - h * 0.22}' width='${w * 0.14}' height='${h * 0.22}' fill='${hsl(hue, 15, 30)}'/>` +
        planks(w * 0.66, ground - h * 0.2, w * 0.26, h * 0.2, 4, wood, rnd)
      )
  }
}

function goodsBody(goods: Goods, s: number, hue: number, rnd: () => number): string {
  const wood = 30 + rnd() * 8
  const accent = hsl(hue, 60, 45)
  const c = s / 2
  const base = `<rect width='${s}' height='${s}' fill='${hsl(hue, 25, 95)}'/><ellipse cx='${c}' cy='${s * 0.82}' rx='${s * 0.36}' ry='${s * 0.05}' fill='#000' opacity='0.08'/>`
  switch (goods) {
    case 'planks':
      return base + planks(s * 0.15, s * 0.3, s * 0.7, s * 0.5, 5, wood, rnd)
    case 'sheets':
      return (
        base +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x='${s * 0.18 + i * 6}' y='${s * 0.32 + i * s * 0.08}' width='${s * 0.62}' height='${s * 0.07}' fill='${hsl(wood + i * 3, 30, 70 - i * 4)}' stroke='${hsl(wood, 20, 50)}'/>`,
          )
          .join('')
      )
    case 'insulation':
      return (
        base +
        `<rect x='${s * 0.2}' y='${s * 0.3}' width='${s * 0.6}' height='${s * 0.5}' rx='${s * 0.05}' fill='${hsl(45, 80, 70)}'/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d='M${s * 0.2} ${s * (0.38 + i * 0.11)} q${s * 0.075} -${s * 0.04} ${s * 0.15} 0 t${s * 0.15} 0 t${s * 0.15} 0 t${s * 0.15} 0' stroke='${hsl(40, 70, 55)}' stroke-width='6' fill='none'/>`,
          )
          .join('') +
        `<rect x='${s * 0.2}' y='${s * 0.52}' width='${s * 0.6}' height='${s * 0.08}' fill='${accent}'/>`
      )
    case 'tools':
      return (
        base +
        `<rect x='${s * 0.47}' y='${s * 0.3}' width='${s * 0.06}' height='${s * 0.5}' rx='10' fill='${hsl(wood, 50, 45)}'/>` +
        `<path d='M${s * 0.3} ${s * 0.22} H${s * 0.68} L${s * 0.72} ${s * 0.32} H${s * 0.3}Z' fill='${hsl(hue, 10, 35)}'/>` +
        `<rect x='${s * 0.22}' y='${s * 0.6}' width='${s * 0.18}' height='${s * 0.2}' rx='8' fill='${accent}'/>`
      )
    case 'fasteners': {
      let screws = ''
      for (let i = 0; i < 14; i += 1) {
        const x = s * (0.22 + rnd() * 0.56)
        const y = s * (0.3 + rnd() * 0.42)
        const a = rnd() * 180
        screws += `<g transform='rotate(${a} ${x} ${y})'><rect x='${x - 3}' y='${y - s * 0.07}' width='6' height='${s * 0.14}' fill='${hsl(hue, 8, 55)}'/><circle cx='${x}' cy='${y - s * 0.07}' r='9' fill='${hsl(hue, 8, 45)}'/></g>`
      }
      return base + screws
    }
    case 'paint':
      return (
        base +
        `<rect x='${s * 0.3}' y='${s * 0.34}' width='${s * 0.4}' height='${s * 0.44}' rx='12' fill='${hsl(hue, 8, 80)}'/>` +
        `<rect x='${s * 0.3}' y='${s * 0.46}' width='${s * 0.4}' height='${s * 0.2}' fill='${accent}'/>` +
        `<path d='M${s * 0.32} ${s * 0.34} Q${c} ${s * 0.18} ${s * 0.68} ${s * 0.34}' stroke='#555' stroke-width='5' fill='none'/>`
      )
    case 'pipes':
      return (
        base +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x='${s * 0.18}' y='${s * (0.35 + i * 0.13)}' width='${s * 0.64}' height='${s * 0.09}' rx='${s * 0.045}' fill='${hsl(i === 1 ? 15 : hue + 180, 35, 55)}'/>`,
          )
          .join('')
      )
    case 'bags':
      return (
        base +
        `<path d='M${s * 0.25} ${s * 0.78} L${s * 0.3} ${s * 0.32} H${s * 0.7} L${s * 0.75} ${s * 0.78}Z' fill='${hsl(40, 20, 82)}'/>` +
        `<rect x='${s * 0.32}' y='${s * 0.46}' width='${s * 0.36}' height='${s * 0.12}' fill='${accent}'/>`
      )
    case 'roofing':
      return (
        base +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d='M${s * 0.15} ${s * (0.34 + i * 0.11)} q${s * 0.09} -${s * 0.06} ${s * 0.175} 0 t${s * 0.175} 0 t${s * 0.175} 0 t${s * 0.175} 0 v${s * 0.06} h-${s * 0.7}Z' fill='${hsl(hue + 5, 45, 30 + i * 4)}'/>`,
          )
          .join('')
      )
    case 'garden':
      return (
        base +
        `<rect x='${s * 0.2}' y='${s * 0.55}' width='${s * 0.6}' height='${s * 0.25}' fill='${hsl(wood, 40, 45)}'/>` +
        [0.3, 0.45, 0.6, 0.72]
          .map(
            (f) =>
              `<circle cx='${s * f}' cy='${s * 0.48}' r='${s * 0.09}' fill='${hsl(110 + rnd() * 30, 45, 38 + rnd() * 10)}'/>`,
          )
          .join('')
      )
    case 'electric':
      return (
        base +
        `<rect x='${s * 0.3}' y='${s * 0.26}' width='${s * 0.4}' height='${s * 0.52}' rx='20' fill='${hsl(hue, 5, 92)}' stroke='${hsl(hue, 5, 70)}' stroke-width='6'/>` +
        `<circle cx='${c}' cy='${s * 0.52}' r='${s * 0.11}' fill='${hsl(hue, 5, 80)}'/>` +
        `<circle cx='${s * 0.46}' cy='${s * 0.52}' r='8' fill='#333'/><circle cx='${s * 0.54}' cy='${s * 0.52}' r='8' fill='#333'/>`
      )
    case 'safety':
      return (
        base +
        `<path d='M${s * 0.22} ${s * 0.6} Q${s * 0.22} ${s * 0.28} ${c} ${s * 0.28} Q${s * 0.78} ${s * 0.28} ${s * 0.78} ${s * 0.6}Z' fill='${hsl(48, 95, 55)}'/>` +
        `<rect x='${s * 0.16}' y='${s * 0.58}' width='${s * 0.68}' height='${s * 0.07}' rx='10' fill='${hsl(45, 90, 48)}'/>`
      )
  }
}

function personBody(s: number, hue: number, rnd: () => number): string {
  const skin = hsl(25 + rnd() * 10, 45, 55 + rnd() * 25)
  const hair = hsl(20 + rnd() * 20, 40, 15 + rnd() * 50)
  return (
    `<rect width='${s}' height='${s}' fill='${hsl(hue, 30, 88)}'/>` +
    `<circle cx='${s / 2}' cy='${s * 0.4}' r='${s * 0.17}' fill='${skin}'/>` +
    `<path d='M${s * 0.33} ${s * 0.36} Q${s / 2} ${s * 0.12} ${s * 0.67} ${s * 0.36} Q${s / 2} ${s * 0.26} ${s * 0.33} ${s * 0.36}Z' fill='${hair}'/>` +
    `<path d='M${s * 0.16} ${s} Q${s * 0.2} ${s * 0.62} ${s / 2} ${s * 0.62} Q${s * 0.8} ${s * 0.62} ${s * 0.84} ${s}Z' fill='${hsl(hue, 55, 40)}'/>`
  )
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}'>${body}</svg>`

/** A GHS hazard pictogram's frame: a red diamond on white round a black symbol (drawn, not lettered). */
function pictogramSvg(code: string): string {
  const n = Number(code.replace(/\D/g, '')) || 0
  const symbols = [
    `<path d='M50 26 L54 60 H46Z M46 66 h8 v8 h-8Z' fill='#111'/>`,
    `<path d='M34 68 Q50 20 66 68Z' fill='#111'/>`,
    `<circle cx='50' cy='52' r='14' fill='none' stroke='#111' stroke-width='6'/><path d='M50 30 v-6 M50 74 v6' stroke='#111' stroke-width='6'/>`,
    `<path d='M30 70 h40 M38 70 l6 -30 h12 l6 30' stroke='#111' stroke-width='6' fill='none'/>`,
  ]
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' height='100'>` +
    `<polygon points='50,6 94,50 50,94 6,50' fill='#fff' stroke='#d40000' stroke-width='6'/>${symbols[n % symbols.length]}</svg>`
  )
}

/** A round glyph for assortment icons: a ring with a mark by the key. */
function iconSvg(key: string, hue: number): string {
  const rnd = randomFrom(key)
  const sides = 3 + Math.floor(rnd() * 4)
  const points = Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * Math.PI * 2 - Math.PI / 2
    return `${48 + Math.cos(a) * 20},${48 + Math.sin(a) * 20}`
  }).join(' ')
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96' width='96' height='96'>` +
    `<circle cx='48' cy='48' r='42' fill='${hsl(hue, 45, 92)}' stroke='${hsl(hue, 55, 40)}' stroke-width='4'/>` +
    `<polygon points='${points}' fill='${hsl(hue, 55, 40)}'/></svg>`
  )
}

export interface DemoPictureRequest {
  kind: DemoPictureKind
  /** What the picture is of: a scene or goods name, or any key (people, icons, pictograms). */
  key: string
  /** The palette's hue (hueOf the brand's primary colour). */
  hue: number
  /** Wide scenes for heroes, narrower for banners and stores. */
  aspect?: 'hero' | 'banner' | 'store'
}

/** Draws one picture: JPEG for scenes, goods and people; SVG for icons and pictograms. */
export async function drawDemoPicture({ kind, key, hue, aspect = 'hero' }: DemoPictureRequest): Promise<DemoPicture> {
  const rnd = randomFrom(`${kind}:${key}:${hue}`)
  const slug = key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  if (kind === 'icon' || kind === 'pictogram') {
    const body = kind === 'icon' ? iconSvg(key, hue) : pictogramSvg(key)
    return { data: Buffer.from(body), mimetype: 'image/svg+xml', name: `${slug}.svg`, width: 96, height: 96 }
  }
  const [w, h] =
    kind === 'scene'
      ? aspect === 'hero'
        ? [2400, 900]
        : aspect === 'banner'
          ? [1600, 800]
          : [1800, 900]
      : [1200, 1200]
  const body =
    kind === 'scene'
      ? sceneBody((SCENES as readonly string[]).includes(key) ? (key as Scene) : 'yard', w, h, hue, rnd)
      : kind === 'goods'
        ? goodsBody((GOODS as readonly string[]).includes(key) ? (key as Goods) : 'planks', w, hue, rnd)
        : personBody(w, hue, rnd)
  const data = await sharp(Buffer.from(svg(w, h, body)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `${kind}-${slug}.jpg`, width: w, height: h }
}
