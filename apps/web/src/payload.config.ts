import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { s3Storage } from '@payloadcms/storage-s3'
import { sv } from '@payloadcms/translations/languages/sv'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { payloadSecret } from './accounts/secret'
import { collections } from './collections'
import { closePayloadApi, MAX_DEPTH } from './collections/shared/payload-api'
import { shopRichTextEditor } from './collections/shared/rich-text'
import { Users } from './collections/Users'
import { withInternalLinkCheck } from './content/link-check'
import { databaseAdapter } from './db/adapter'
import { env } from './env'
import { mailAdapter } from './mail/transport'
import { objectStorage } from './media/object-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const mediaBucket = objectStorage(env)

// Payload's REST and GraphQL APIs are the admin's: closed to visitors and shop users, lists bounded
// (collections/shared/payload-api.ts), applied to the sanitised config so Payload's own collections are
// covered too.
export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Administration' },
    // Live preview of drafts on the brand's own host (`?preview=1`); the url is set per collection
    // (pages, front pages: collections/shared/preview.ts).
    livePreview: {
      breakpoints: [
        { label: 'Mobil', name: 'mobile', width: 375, height: 667 },
        { label: 'Surfplatta', name: 'tablet', width: 768, height: 1024 },
        { label: 'Dator', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // Brand managers work in Swedish like the shop itself.
  i18n: { supportedLanguages: { sv }, fallbackLanguage: 'sv' },
  collections: collections.map(withInternalLinkCheck),
  editor: shopRichTextEditor,
  db: databaseAdapter(),
  // Over SMTP when SMTP_URL names a mail server; every mail is also kept in the outbox (mail/outbox.ts).
  email: mailAdapter(env),
  secret: payloadSecret,
  routes: { api: '/api/payload' },
  maxDepth: MAX_DEPTH,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  sharp,
  plugins: [
    // With S3_BUCKET the media library's files live in the bucket (several instances share them); the
    // adapter's fields are in the schema either way, so both settings run on the same migrations.
    s3Storage({
      enabled: Boolean(mediaBucket),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: mediaBucket?.bucket ?? 'media',
      config: mediaBucket?.config ?? {},
    }),
  ],
}).then(closePayloadApi)
