import { openMediaFile } from '@/media/service'

/**
 * GET /media/{file}: an image of the media library, as uploaded or in one of its drawn sizes. Cached for
 * a year as immutable: every name carries its content's hash (collections/content/Media.ts).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = await openMediaFile((await params).file)
  if (!file) {
    return new Response('Bilden finns inte.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      ...(file.size !== undefined ? { 'Content-Length': String(file.size) } : {}),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs no script and loads nothing; its inline styles may apply.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
