import { mediaFileUrl } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { env } from '../env'
import {
  type DemoPictureRequest,
  drawDemoPicture,
  GOODS,
  type Goods,
  hueOf,
  SCENES,
  type Scene,
} from '../media/demo-pictures'
import { objectStorage } from '../media/object-storage'
import { keepPicture, pictureCacheKey, restorePicture } from './picture-cache'
import { seedWrite } from './write'

/**
 * The demo's pictures, uploaded through the media library as an editor's would be (Payload draws the
 * sizes), once per brand and motif. The seed's content names a picture by a stand-in address,
 * `/placeholder/<kind>/<id>.svg`, which `resolve` swaps for the upload: its id in an upload field, its
 * address in a catalog `imageUrl`. Mobile stand-ins (`-m`) go: the upload's mobile crop serves them.
 */

const SCENE_ALT: Record<Scene, string> = {
  timber: 'Virkesstaplar på brädgården en solig dag',
  frame: 'Ett hus i regelstomme under bygge',
  deck: 'En nylagd altan framför huset',
  roof: 'Ett tak med nya takpannor',
  truck: 'Lastbil med virke på väg till bygget',
  yard: 'Bygghandelns butik med brädgård',
}

const GOODS_ALT: Record<Goods, string> = {
  planks: 'Staplade brädor och plank',
  sheets: 'Skivor i en trave',
  insulation: 'Isoleringsskivor i förpackning',
  tools: 'Hammare och verktygslåda',
  fasteners: 'Skruv och spik i lösvikt',
  paint: 'En färgburk med bygel',
  pipes: 'Rör för vatten och avlopp',
  bags: 'En säck bruk',
  roofing: 'Takplåt i rader',
  garden: 'Växter i en odlingslåda',
  electric: 'Ett vägguttag',
  safety: 'En skyddshjälm',
}

/** Catalog top categories (and campaign slugs) to the goods their pictures show. */
const GOODS_OF: Array<[RegExp, Goods]> = [
  [/tra|virke|trall|plank|regel/, 'planks'],
  [/skiv|gips/, 'sheets'],
  [/isol/, 'insulation'],
  [/verktyg|maskin/, 'tools'],
  [/jarn|infast|skruv|spik|beslag/, 'fasteners'],
  [/farg|maleri|kem/, 'paint'],
  [/vvs|ror/, 'pipes'],
  [/mur|betong|bruk|grund|mark/, 'bags'],
  [/tak/, 'roofing'],
  [/tradgard|ute|gard/, 'garden'],
  [/el|belysning/, 'electric'],
  [/skydd|arbetsklad/, 'safety'],
]

const SCENE_OF: Record<string, Scene> = {
  front: 'timber',
  bradgard: 'timber',
  stomme: 'frame',
  lastbil: 'truck',
  slap: 'truck',
  altan: 'deck',
  'bygga-altan': 'deck',
  vind: 'roof',
  tak: 'roof',
  guider: 'frame',
  nyheter: 'truck',
  kundservice: 'truck',
  leveransvillkor: 'truck',
  'om-oss': 'yard',
}

function pick<T>(list: readonly T[], key: string): T {
  let h = 0
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return list[h % list.length] as T
}

export function goodsFor(slug: string): Goods {
  return GOODS_OF.find(([pattern]) => pattern.test(slug))?.[1] ?? pick(GOODS, slug)
}

const PLACEHOLDER = /^\/placeholder\/([a-z]+)\/([a-z0-9-]+)\.svg$/i

interface Wanted {
  request: DemoPictureRequest
  alt: string
  /** The brand the upload belongs to; catalog pictures have none. */
  brand: string | null
}

/** What a stand-in address asks for; null for a mobile stand-in (the upload's own crop replaces it). */
export function wantedPicture(url: string, brand: Brand | null): Wanted | null | undefined {
  const match = PLACEHOLDER.exec(url)
  if (!match) return undefined
  const kind = match[1] as string
  const id = match[2] as string
  if (id.endsWith('-m')) return null
  const hue = brand ? hueOf(brand.theme.colors.primary) : 28
  const brandId = brand?.id ?? null
  const slug = brand && id.startsWith(`${brand.id}-`) ? id.slice(brand.id.length + 1) : id
  switch (kind) {
    case 'hero':
    case 'banner':
    case 'store': {
      const scene = SCENE_OF[slug] ?? (/^\d+$/.test(slug) ? SCENES[Number(slug) % SCENES.length] : pick(SCENES, slug))
      return {
        request: { kind: 'scene', key: scene as Scene, hue, aspect: kind === 'hero' ? 'hero' : kind },
        alt: SCENE_ALT[scene as Scene],
        brand: brandId,
      }
    }
    case 'category': {
      const goods = goodsFor(slug)
      return { request: { kind: 'goods', key: goods, hue }, alt: GOODS_ALT[goods], brand: brandId }
    }
    case 'person':
      return { request: { kind: 'person', key: slug, hue }, alt: 'Porträtt av kontaktpersonen', brand: brandId }
    case 'ghs':
      return { request: { kind: 'pictogram', key: slug, hue }, alt: `Farosymbol ${slug.toUpperCase()}`, brand: null }
    default:
      return { request: { kind: 'icon', key: slug, hue }, alt: 'Ikon', brand: brandId }
  }
}

export interface UploadedPicture {
  id: number | string
  url: string
  width: number
  height: number
}

export interface SeedMedia {
  /** Uploads (once) and returns the picture a stand-in address names; null for none. */
  picture(url: string, brand: Brand | null): Promise<UploadedPicture | null>
  /** Uploads a drawing the seed has as SVG text (the brands' logos), as an editor would upload the file. */
  svg(name: string, svg: string, alt: string, brand: Brand): Promise<UploadedPicture>
  /** `data` with every stand-in address swapped for its upload (see the module comment). */
  resolve<T>(data: T, brand: Brand | null): Promise<T>
}

interface MediaRow {
  id: number | string
  filename?: string | null
  width?: number | null
  height?: number | null
}

function uploadedPicture(doc: MediaRow): UploadedPicture {
  if (!doc.filename || !doc.width || !doc.height) throw new Error(`Demobilden ${doc.id} saknar fil eller mått`)
  return { id: doc.id, url: mediaFileUrl(doc.filename), width: doc.width, height: doc.height }
}

export function createSeedMedia(payload: Payload): SeedMedia {
  const uploaded = new Map<string, Promise<UploadedPicture>>()
  // Only local files can be restored from the cache; a bucket gets every upload through its adapter.
  const local = !objectStorage(env)

  async function upload(wanted: Wanted): Promise<UploadedPicture> {
    const key = local ? pictureCacheKey(wanted.request, wanted.brand) : null
    const cached = key ? await restorePicture(key) : null
    if (cached) {
      const doc = (await payload.db.create({
        collection: 'media',
        data: { ...cached.row, alt: wanted.alt, brand: wanted.brand },
      })) as MediaRow
      return uploadedPicture(doc)
    }
    const picture = await drawDemoPicture(wanted.request)
    const doc = (await payload.create({
      collection: 'media',
      data: { alt: wanted.alt, brand: wanted.brand ?? undefined },
      file: { data: picture.data, mimetype: picture.mimetype, name: picture.name, size: picture.data.length },
      ...seedWrite,
    })) as MediaRow
    if (key) {
      const { id, alt, brand, createdAt, updatedAt, ...row } = (await payload.db.findOne({
        collection: 'media',
        where: { id: { equals: doc.id } },
      })) as MediaRow & Record<string, unknown>
      const sizes = Object.values((row.sizes ?? {}) as Record<string, { filename?: string | null }>)
      const files = [row.filename, ...sizes.map((size) => size.filename)].filter((f): f is string => Boolean(f))
      await keepPicture(key, { row, files })
    }
    return uploadedPicture(doc)
  }

  async function picture(url: string, brand: Brand | null): Promise<UploadedPicture | null> {
    const wanted = wantedPicture(url, brand)
    if (wanted === undefined) throw new Error(`Okänd bildadress i demodata: ${url}`)
    if (wanted === null) return null
    const { kind, key, aspect } = wanted.request
    const cacheKey = `${wanted.brand ?? '-'}:${kind}:${key}:${kind === 'scene' ? aspect : ''}`
    let pending = uploaded.get(cacheKey)
    if (!pending) {
      pending = upload(wanted)
      uploaded.set(cacheKey, pending)
    }
    return pending
  }

  async function resolveValue(value: unknown, key: string, brand: Brand | null): Promise<unknown> {
    if (typeof value === 'string' && value.startsWith('/placeholder/')) {
      const found = await picture(value, brand)
      if (key === 'imageUrl') return found?.url ?? null
      return found?.id ?? null
    }
    if (Array.isArray(value)) return Promise.all(value.map((item) => resolveValue(item, key, brand)))
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>
      if (typeof record.url === 'string' && record.url.startsWith('/placeholder/')) {
        // An upload field, of a {url, title} asset in a block example: the upload's id.
        return (await picture(record.url, brand))?.id ?? null
      }
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(record)) out[k] = await resolveValue(v, k, brand)
      return out
    }
    return value
  }

  async function svg(name: string, text: string, alt: string, brand: Brand): Promise<UploadedPicture> {
    const data = Buffer.from(text)
    const doc = (await payload.create({
      collection: 'media',
      data: { alt, brand: brand.id },
      file: { data, mimetype: 'image/svg+xml', name, size: data.length },
      ...seedWrite,
    })) as MediaRow
    return uploadedPicture(doc)
  }

  return {
    picture,
    svg,
    resolve: async (data, brand) => (await resolveValue(data, '', brand)) as typeof data,
  }
}
