import { crc32, deflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { attachmentContent } from './attachment-content'

/** Real files of each accepted type, made here, and the broken ones the probe of 2026-12-01 sent. */
async function files() {
  const drawing = await PDFDocument.create()
  drawing.addPage()
  const pdf = Buffer.from(await drawing.save())
  const canvas = { create: { width: 200, height: 200, channels: 3 as const, background: '#c33' } }
  const png = await sharp(canvas).png().toBuffer()
  const jpeg = await sharp(canvas).jpeg().toBuffer()
  const webp = await sharp(canvas).webp().toBuffer()
  return { pdf, png, jpeg, webp }
}

describe('attachmentContent', () => {
  it('takes whole PDFs and images as the type their bytes are, whatever name they came with', async () => {
    const { pdf, png, jpeg, webp } = await files()
    expect(await attachmentContent(pdf)).toEqual({ type: 'application/pdf' })
    expect(await attachmentContent(png)).toEqual({ type: 'image/png' })
    expect(await attachmentContent(jpeg)).toEqual({ type: 'image/jpeg' })
    expect(await attachmentContent(webp)).toEqual({ type: 'image/webp' })
  })

  it('calls bytes of no accepted type a wrong type', async () => {
    expect(await attachmentContent(Buffer.from('MZ not a pdf'))).toBe('type')
    expect(await attachmentContent(Buffer.from('GIF89a'))).toBe('type')
    expect(await attachmentContent(Buffer.alloc(0))).toBe('type')
  })

  it.each([
    ['a PDF header and nothing else', ({ pdf }: Files) => pdf.subarray(0, 9)],
    ['a PDF cut in half', ({ pdf }: Files) => pdf.subarray(0, pdf.length / 2)],
    ['a PDF header with a forged xref and %%EOF at its end', () => Buffer.from('%PDF-1.7\ngarbage\nxref\n%%EOF')],
    [
      'a PNG signature followed by garbage',
      ({ png }: Files) => Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 7)]),
    ],
    ['a PNG cut in half', ({ png }: Files) => png.subarray(0, png.length / 2)],
    ['a JPEG header only', ({ jpeg }: Files) => jpeg.subarray(0, 20)],
    [
      'a JPEG with garbled image data',
      ({ jpeg }: Files) => Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(200, 0x11), jpeg.subarray(600)]),
    ],
    ['a WebP cut in half', ({ webp }: Files) => webp.subarray(0, webp.length / 2)],
  ])('calls %s unreadable', async (_, broken) => {
    expect(await attachmentContent(broken(await files()))).toBe('unreadable')
  })

  it('refuses a small image of a canvas too large to decode (a decompression bomb)', async () => {
    // A whole, valid PNG: 7 100 × 7 100 grey pixels (50.4 megapixels) of white, about 50 kB deflated.
    const side = 7_100
    const row = Buffer.alloc(1 + side, 0xff)
    row[0] = 0 // each row's filter byte: none
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
      const framed = Buffer.alloc(body.length + 8)
      framed.writeUInt32BE(data.length, 0)
      body.copy(framed, 4)
      framed.writeUInt32BE(crc32(body), body.length + 4)
      return framed
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(side, 0)
    header.writeUInt32BE(side, 4)
    header.set([8, 0, 0, 0, 0], 8) // 8 bits, greyscale
    const bomb = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ])
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(side)
    expect(await attachmentContent(bomb)).toBe('unreadable')
  })
})

type Files = Awaited<ReturnType<typeof files>>
