import 'server-only'
import { QUOTE_ATTACHMENT_TYPES } from '@shop/schemas/constants'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

/**
 * What an uploaded attachment is, and is it whole? Payload checks a file's first bytes against
 * its type, and stores a PDF or image that only starts right: a truncated or garbled file reached the
 * receiver's mail, and an image whose header Payload could not measure answered 500 (issue 36). So the
 * file is read here first, with the libraries the shop already has: pdf-lib must find a page, sharp
 * must decode every pixel.
 *
 * The type is the bytes' own (a PNG named .jpg is a PNG), not what the browser declared:
 * - `{ type }`: one of QUOTE_ATTACHMENT_TYPES, whole;
 * - `'type'`: the bytes are none of them (a renamed document or program);
 * - `'unreadable'`: they start as one but do not read as it (truncated, garbled).
 */
export type AttachmentContent = { type: AttachmentType } | 'type' | 'unreadable'

type AttachmentType = (typeof QUOTE_ATTACHMENT_TYPES)[number]
const bytesOf = (...values: number[]) => Buffer.from(values)

/** The first bytes of each accepted type (the file signatures), and the format sharp names an image by. */
const KINDS: Record<AttachmentType, { sharp: string | null; starts: (bytes: Buffer) => boolean }> = {
  'application/pdf': { sharp: null, starts: (bytes) => bytes.subarray(0, 1024).includes('%PDF-') },
  'image/png': {
    sharp: 'png',
    starts: (bytes) => bytes.subarray(0, 8).equals(bytesOf(137, 80, 78, 71, 13, 10, 26, 10)),
  },
  'image/jpeg': { sharp: 'jpeg', starts: (bytes) => bytes.subarray(0, 3).equals(bytesOf(0xff, 0xd8, 0xff)) },
  'image/webp': {
    sharp: 'webp',
    starts: (bytes) =>
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
}

/**
 * An image of more pixels than a photo of 2 MB holds is refused before it is decoded: a small file of
 * one colour can claim a huge canvas, and decoding it would take the server's memory.
 */
const MAX_PIXELS = 50_000_000

async function readsAsPdf(bytes: Buffer): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    return document.getPageCount() > 0
  } catch {
    return false
  }
}

async function readsAsImage(bytes: Buffer, format: string): Promise<boolean> {
  try {
    // 'truncated', not sharp's default 'warning': cameras write JPEGs with harmless warnings.
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, sequentialRead: true })
    if ((await image.metadata()).format !== format) return false
    // stats() decodes the whole image (row by row), where metadata() reads only the header.
    await image.stats()
    return true
  } catch {
    return false
  }
}

export async function attachmentContent(bytes: Buffer): Promise<AttachmentContent> {
  const type = QUOTE_ATTACHMENT_TYPES.find((candidate) => KINDS[candidate].starts(bytes))
  if (!type) return 'type'
  const format = KINDS[type].sharp
  const readable = format ? await readsAsImage(bytes, format) : await readsAsPdf(bytes)
  return readable ? { type } : 'unreadable'
}
