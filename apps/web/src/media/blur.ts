import sharp from 'sharp'

/**
 * A 16-pixel-wide WebP of the image as a data URL (about 150 bytes), which next/image blurs and shows
 * until the image itself has arrived.
 */
export async function blurPlaceholder(data: Buffer): Promise<string> {
  const tiny = await sharp(data).rotate().resize(16, 16, { fit: 'inside' }).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
