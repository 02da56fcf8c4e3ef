import 'server-only'
import type { ContentSource } from '@shop/content'
import { createContentfulContentSource } from '@shop/content/contentful'
import { createPayloadContentSource } from '@shop/content/payload'
import type { Brand } from '@shop/tenants'
import { cache } from 'react'
import { reportError } from '../monitoring/report'
import { cachedContentSource } from '../page-cache/cached-content'
import { payload } from '../payload/payload'

const contentfulSources = new Map<string, ContentSource>()

/** The content source a brand's config selects: Payload (default, its page documents cached) or Contentful. */
export const contentSourceFor = cache(async (brand: Brand): Promise<ContentSource> => {
  const config = brand.contentSource
  if (config.type === 'contentful') {
    let source = contentfulSources.get(brand.id)
    if (!source) {
      source = createContentfulContentSource(
        {
          spaceId: config.spaceId,
          accessToken: config.accessToken,
          environment: config.environment,
          preview: config.preview,
        },
        // Tagged service=cms; the client itself skips development and 'request aborted' (spec section 8).
        { report: reportError },
      )
      contentfulSources.set(brand.id, source)
    }
    return source
  }
  return cachedContentSource(createPayloadContentSource(await payload()))
})
