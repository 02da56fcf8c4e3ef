import { describeIssues, z } from '@shop/schemas'

/**
 * Options of the Contentful content source (spec section 9, content limits): 30 s timeout, up to 5
 * retries, 1–30 requests per second (default 7), default environment `master`.
 */
export const contentfulOptionsSchema = z.object({
  spaceId: z.string().trim().min(1),
  accessToken: z.string().trim().min(1),
  /** Token for the Preview API; used instead of `accessToken` when `preview` is on. */
  previewAccessToken: z.string().trim().min(1).optional(),
  environment: z.string().trim().min(1).default('master'),
  preview: z.boolean().default(false),
  /**
   * Base URL of the Content Delivery API (REST, asset keys, and GraphQL under /content/v1). Tests point
   * it at a local server. Default: cdn.contentful.com, or preview.contentful.com when `preview` is on.
   */
  baseUrl: z.url().optional(),
  /** Base URL of the GraphQL Content API; defaults to `baseUrl`, else graphql.contentful.com. */
  graphqlUrl: z.url().optional(),
  timeoutMs: z.number().int().positive().default(30_000),
  retries: z.number().int().min(0).max(5).default(5),
  /** Client-side rate limit, requests per second. */
  rateLimit: z.number().int().min(1).max(30).default(7),
})
export type ContentfulOptionsInput = z.input<typeof contentfulOptionsSchema>
export type ContentfulOptions = z.output<typeof contentfulOptionsSchema> & { baseUrl: string; graphqlUrl: string }

export class ContentfulConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentfulConfigError'
  }
}

/** Parses the options; refuses setup without an access token or a space id. */
export function parseContentfulOptions(input: Partial<ContentfulOptionsInput>): ContentfulOptions {
  const missing: string[] = []
  if (typeof input.accessToken !== 'string' || input.accessToken.trim() === '') missing.push('accessToken')
  if (typeof input.spaceId !== 'string' || input.spaceId.trim() === '') missing.push('spaceId')
  if (missing.length > 0) {
    throw new ContentfulConfigError(`Contentful setup refused: ${missing.join(' and ')} missing`)
  }
  const parsed = contentfulOptionsSchema.safeParse(input)
  if (!parsed.success) {
    throw new ContentfulConfigError(`Invalid Contentful options: ${describeIssues(parsed.error).join('; ')}`)
  }
  const options = parsed.data
  const baseUrl = trimSlash(
    options.baseUrl ?? (options.preview ? 'https://preview.contentful.com' : 'https://cdn.contentful.com'),
  )
  const graphqlUrl = trimSlash(options.graphqlUrl ?? options.baseUrl ?? 'https://graphql.contentful.com')
  return { ...options, baseUrl, graphqlUrl }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
