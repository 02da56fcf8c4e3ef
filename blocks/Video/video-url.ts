/** Where a video plays from. Only these three are embedded; anything else is refused. */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string }

export function parseVideoUrl(raw: string): VideoSource | null {
  const value = raw.trim()
  if (/^\/(?!\/)\S*\.(mp4|webm)(\?\S*)?$/i.test(value)) return { kind: 'file', url: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^www\.|^m\./, '')
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
    if (!/^[\w-]{6,20}$/.test(id)) return null
    return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1]
    if (!id) return null
    return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` }
  }
  if (/\.(mp4|webm)$/i.test(url.pathname) && url.protocol === 'https:') return { kind: 'file', url: url.toString() }
  return null
}
