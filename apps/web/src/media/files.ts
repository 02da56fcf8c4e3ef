import { createHash } from 'node:crypto'
import path from 'node:path'
import type { MediaSizeName } from '@shop/schemas'
import type { ImageSize } from 'payload'
import { env } from '../env'

/**
 * What the media library takes. SVG (logos, icons, pictograms) is served with a policy that runs no
 * script in it (media/service.ts) and is shown as it is, never through the image optimizer.
 */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'] as const

/**
 * The sizes Payload draws at upload, each cropped round the focal point where it has both measures. The
 * shop's pages ask next/image for the width the viewport needs from the nearest of these, never from a
 * 12-megapixel original.
 */
export const MEDIA_IMAGE_SIZES = [
  { name: 'thumbnail', width: 160, height: 160, fit: 'cover' },
  { name: 'tile', width: 640, height: 480, fit: 'cover' },
  { name: 'product', width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true },
  { name: 'heroDesktop', width: 1920, height: 720, fit: 'cover' },
  { name: 'heroMobile', width: 800, height: 800, fit: 'cover' },
] as const satisfies readonly (ImageSize & { name: MediaSizeName })[]

/** The folder local uploads go to (UPLOAD_DIR/media); with S3 settings Payload's adapter writes to the bucket instead. */
export function mediaStaticDir(): string {
  return path.resolve(env.UPLOAD_DIR, 'media')
}

/** A stored file's name: letters, digits, dot, dash, underscore; no path. */
export const MEDIA_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/**
 * "Altan Lärk.JPG" + its bytes → "altan-lark-3f9a1c2b7d.jpg": ASCII for any storage, and the content hash
 * makes the name change with the file, so a served file can be cached as immutable.
 */
export function hashedFileName(original: string, data: Buffer): string {
  const ext = (path.extname(original).slice(1) || 'bin').toLowerCase().replace(/[^a-z0-9]/g, '')
  const base = path
    .basename(original, path.extname(original))
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
  return `${base || 'bild'}-${hash}.${ext}`
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** The content type a stored file is served with, or null for a name the library never writes. */
export function mediaContentType(filename: string): string | null {
  return CONTENT_TYPES[path.extname(filename).slice(1).toLowerCase()] ?? null
}
