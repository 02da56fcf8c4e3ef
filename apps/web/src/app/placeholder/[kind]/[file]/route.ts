import { createHash } from 'node:crypto'
import { isLabelled, placeholderLabel } from '@/catalog/lookup'
import { payload } from '@/payload/payload'
import { PLACEHOLDER_KINDS, type PlaceholderKind, placeholderSvg } from '../../../../media/placeholders'

/**
 * GET /placeholder/{kind}/{id}.svg – generated pictures for seeded data (assetUrl of variants,
 * category and hero images). Products and categories show their name's initials; the picture only
 * depends on the id and the stored name, so it is cached hard and revalidated by ETag.
 */

const FILE = /^([a-z0-9][a-z0-9-]{0,79})\.svg$/i

async function labelFor(kind: PlaceholderKind, id: string): Promise<string | undefined> {
  if (!isLabelled(kind)) return undefined
  try {
    return await placeholderLabel(await payload(), kind, id)
  } catch {
    // No database (or not migrated yet): fall back to a label made from the id.
  }
  return undefined
}

export async function GET(request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params
  const match = FILE.exec(file)
  if (!match || !(PLACEHOLDER_KINDS as readonly string[]).includes(kind)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const id = match[1] as string
  const placeholderKind = kind as PlaceholderKind
  const svg = placeholderSvg({ kind: placeholderKind, id, label: await labelFor(placeholderKind, id) })
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(svg, { status: 200, headers })
}
