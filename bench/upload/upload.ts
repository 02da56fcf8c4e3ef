/**
 * The timed part of bench:upload (bench/upload/run.mjs starts it in apps/web, with its own database and
 * UPLOAD_DIR). One 12-megapixel photo-like JPEG, BENCH_UPLOAD_RUNS times each, alternating:
 *  - `payload.create({ collection: 'media', file })` through the local API: Payload's upload handling, the
 *    collection's hooks (hashed name, blur placeholder), every size of MEDIA_IMAGE_SIZES written to disk,
 *    and the row;
 *  - the floor: sharp alone drawing the same sizes (same width, height, fit) from the same bytes to files,
 *    in parallel as Payload draws them, and nothing else.
 * Writes {photo, runs} as JSON to BENCH_UPLOAD_OUT.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { getPayload } from 'payload'
import sharp from 'sharp'
import { MEDIA_IMAGE_SIZES, mediaStaticDir } from '../../apps/web/src/media/files'
import { loadPayloadConfig } from '../../apps/web/src/payload/load-config'
import { migrationsFor } from '../../apps/web/src/seed'

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS || 9)
const WIDTH = 4000
const HEIGHT = 3000

/**
 * Smooth gradients under per-pixel noise, so the JPEG costs what a camera photo costs to decode and
 * compresses to a few MB as one does (a flat picture would be a few hundred kB and decode faster).
 */
async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  let seed = 38
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return (seed >>> 24) - 128
  }
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3
      const wave = Math.sin(x / 170) * Math.cos(y / 110) * 60
      pixels[i] = Math.max(0, Math.min(255, 110 + (x / WIDTH) * 90 + wave + noise() / 4))
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y / HEIGHT) * 100 - wave / 2 + noise() / 4))
      pixels[i + 2] = Math.max(0, Math.min(255, 70 + ((x + y) / (WIDTH + HEIGHT)) * 80 + noise() / 4))
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

async function sharpAlone(data: Buffer, dir: string): Promise<void> {
  await Promise.all(
    MEDIA_IMAGE_SIZES.map((size) =>
      sharp(data)
        .rotate()
        .resize({
          width: size.width,
          height: size.height,
          fit: size.fit,
          withoutEnlargement: 'withoutEnlargement' in size ? size.withoutEnlargement : undefined,
        })
        .jpeg()
        .toFile(path.join(dir, `${size.name}.jpg`)),
    ),
  )
}

const data = await photo()
const floorDir = path.join(os.tmpdir(), `bench-upload-floor-${process.pid}`)
await mkdir(floorDir, { recursive: true })
const payload = await getPayload({ config: await loadPayloadConfig() })
await payload.db.migrate({ migrations: migrationsFor(payload) })
const runs: Array<{ payloadMs: number; sharpMs: number; sizes: string[] }> = []
try {
  for (let i = 0; i < RUNS + 1; i++) {
    // Each run another file (a JPEG comment with the run's number after the start marker), so each gets a
    // name of its own rather than Payload's numbered copy of an existing one.
    const comment = Buffer.from(`run ${i}`)
    const marker = Buffer.from([0xff, 0xfe, 0, comment.length + 2])
    const file = Buffer.concat([data.subarray(0, 2), marker, comment, data.subarray(2)])
    let started = performance.now()
    const doc = (await payload.create({
      collection: 'media',
      data: { alt: 'Benchmark', brand: 'nordbygg' },
      file: { data: file, mimetype: 'image/jpeg', name: `bench-${i}.jpg`, size: file.length },
      overrideAccess: true,
      depth: 0,
    })) as { sizes?: Record<string, { filename?: string | null }> }
    const payloadMs = performance.now() - started
    started = performance.now()
    await sharpAlone(file, floorDir)
    const sharpMs = performance.now() - started
    const sizes = Object.entries(doc.sizes ?? {})
      .filter(([, s]) => s.filename)
      .map(([name]) => name)
    if (sizes.length !== MEDIA_IMAGE_SIZES.length) throw new Error(`Payload drew ${sizes.join(', ')}`)
    // The first of each warms sharp's and Payload's code paths; not counted.
    if (i > 0) runs.push({ payloadMs, sharpMs, sizes })
    console.error(
      `run ${i}${i ? '' : ' (warm-up)'}: Payload ${payloadMs.toFixed(0)} ms, sharp alone ${sharpMs.toFixed(0)} ms`,
    )
  }
} finally {
  await rm(floorDir, { recursive: true, force: true })
  await payload.destroy()
}
const meta = await sharp(data).metadata()
const out = {
  photo: { width: meta.width, height: meta.height, bytes: data.length, megapixels: (WIDTH * HEIGHT) / 1e6 },
  staticDir: mediaStaticDir(),
  sizes: MEDIA_IMAGE_SIZES,
  sharpConcurrency: sharp.concurrency(),
  runs,
}
if (process.env.BENCH_UPLOAD_OUT) await writeFile(process.env.BENCH_UPLOAD_OUT, JSON.stringify(out))
process.exit(0)
