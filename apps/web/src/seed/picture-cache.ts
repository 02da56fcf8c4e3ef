import { createHash, randomBytes } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEMO_PICTURES_VERSION, type DemoPictureRequest } from '../media/demo-pictures'
import { MEDIA_IMAGE_SIZES, mediaStaticDir } from '../media/files'

/**
 * Drawing the demo's pictures and letting Payload size them costs about 20 s a seed (mozjpeg at
 * 2,400 px, five sizes each), and every integration test file and e2e server seeds. The first seed on a
 * machine keeps what the upload made of each picture — its stored row and its files — under a key of
 * the picture asked for, the library's sizes and the drawing's version; later seeds on local storage
 * write the same row and copy the same files. The row is the one Payload wrote (hashed name, sizes,
 * blur), so nothing downstream can tell; with S3 every upload goes through the storage adapter.
 */

export interface CachedPicture {
  /** The media row as the database adapter stores it, without id, brand, alt and dates. */
  row: Record<string, unknown>
  /** The stored files: the original and each size. */
  files: string[]
}

const CACHE_DIR = path.join(os.tmpdir(), 'shop-seed-pictures')

/** The brand is part of the key: each brand's upload is a row (and a file name) of its own. */
export function pictureCacheKey(request: DemoPictureRequest, brand: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: DEMO_PICTURES_VERSION, sizes: MEDIA_IMAGE_SIZES, request, brand }))
    .digest('hex')
    .slice(0, 24)
}

/** The cached upload for a request, its files copied into the local media folder; null on a miss. */
export async function restorePicture(key: string): Promise<CachedPicture | null> {
  const dir = path.join(CACHE_DIR, key)
  let cached: CachedPicture
  try {
    cached = JSON.parse(await readFile(path.join(dir, 'row.json'), 'utf8')) as CachedPicture
  } catch {
    return null
  }
  const target = mediaStaticDir()
  await mkdir(target, { recursive: true })
  try {
    await Promise.all(cached.files.map((file) => copyFile(path.join(dir, file), path.join(target, file))))
  } catch {
    return null
  }
  return cached
}

/** Keeps an upload's row and files; written whole under a temporary name, so a parallel seed never reads half. */
export async function keepPicture(key: string, picture: CachedPicture): Promise<void> {
  const dir = path.join(CACHE_DIR, key)
  const staging = `${dir}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await mkdir(staging, { recursive: true })
    const source = mediaStaticDir()
    await Promise.all(picture.files.map((file) => copyFile(path.join(source, file), path.join(staging, file))))
    await writeFile(path.join(staging, 'row.json'), JSON.stringify(picture))
    await rename(staging, dir)
  } catch {
    // Another seed kept it first, or the disk refused: the next seed uploads again.
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
