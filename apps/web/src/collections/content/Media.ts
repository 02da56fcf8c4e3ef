import type { CollectionConfig, PayloadRequest } from 'payload'
import { blurPlaceholder } from '../../media/blur'
import { hashedFileName, MEDIA_IMAGE_SIZES, MEDIA_MIME_TYPES, mediaStaticDir } from '../../media/files'
import { brandScopedAccess, editorBrandsOf, isSiteAdminUser, userOf } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Largest upload the admin takes: a full-frame camera JPEG is 10–25 MB. */
export const MEDIA_MAX_BYTES = 40 * 1024 * 1024

const revalidate = revalidateHooks('media')

/**
 * The media library: images editors upload, each scoped to one brand like the rest of the content
 * (a brand-less image is the catalog's, the site admin's). Payload draws the sizes with sharp, cropped
 * round the focal point; the shop serves every file from `/media/<file>` (app/media) through next/image,
 * so neither the files nor this collection are reached through Payload's API by shoppers.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Bild', plural: 'Bildbank' },
  admin: {
    group: GROUPS.content,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'brand', 'updatedAt'],
    description: 'Bilder för sidor, banners, butiker och produkter. Ladda upp JPEG, PNG, WebP eller AVIF.',
  },
  access: brandScopedAccess(),
  upload: {
    staticDir: mediaStaticDir(),
    mimeTypes: [...MEDIA_MIME_TYPES],
    imageSizes: [...MEDIA_IMAGE_SIZES],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    // Every file name carries its content hash (beforeOperation below): a replaced image gets a new name,
    // so a served one never changes and may be cached for good.
    filesRequiredOnCreate: true,
  },
  hooks: {
    beforeOperation: [
      ({ req, operation, args }) => {
        if ((operation === 'create' || operation === 'update') && req.file) {
          if (req.file.size > MEDIA_MAX_BYTES) throw new Error('Bilden är för stor. En bild får vara högst 40 MB.')
          req.file.name = hashedFileName(req.file.name, req.file.data)
        }
        return args
      },
    ],
    beforeChange: [
      async ({ req, data }) => {
        // Drawn once from the upload, so a page shows it before the image itself arrives.
        if (req.file?.data?.length && req.file.mimetype.startsWith('image/') && req.file.mimetype !== 'image/svg+xml') {
          data.blurDataURL = await blurPlaceholder(req.file.data)
        }
        return data
      },
    ],
    ...revalidate,
  },
  fields: [
    brandField({
      required: false,
      defaultValue: ({ req }: { req: PayloadRequest }) => editorBrandsOf(userOf(req))[0],
      admin: {
        position: 'sidebar',
        description: 'Bara varumärkets redaktörer ser och använder bilden. Utan varumärke: katalogbild.',
      },
      validate: (value: unknown, { req }: { req?: PayloadRequest }) => {
        const user = req ? userOf(req) : undefined
        const brands = editorBrandsOf(user)
        const empty = value === undefined || value === null || value === ''
        if (!user || isSiteAdminUser(user) || !brands.length) return true
        if (empty || !brands.includes(value as string)) return `Välj ett av dina varumärken (${brands.join(', ')}).`
        return true
      },
    }),
    {
      name: 'alt',
      label: 'Alt-text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: 'Beskriv vad bilden visar, på svenska, för den som inte ser den (t.ex. "Altan i lärk vid sjön").',
      },
    },
    {
      name: 'blurDataURL',
      type: 'text',
      admin: { hidden: true, readOnly: true },
    },
  ],
}
