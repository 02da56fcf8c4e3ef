'use client'

import type { Asset } from '@shop/schemas'
import { cx, focusRing, onAccent } from '@shop/ui/cx'
import { useState } from 'react'
import { TEXTS } from '../shared/texts'
import type { VideoSource } from './video-url'

/**
 * Poster first; the player (and so any request to YouTube or Vimeo) loads only after the visitor clicks.
 */
export function VideoPlayer({ title, source, poster }: { title: string; source: VideoSource; poster?: Asset }) {
  const [playing, setPlaying] = useState(false)
  const frame = 'aspect-video w-full overflow-hidden rounded-brand bg-text'

  if (playing) {
    if (source.kind === 'file') {
      return (
        // biome-ignore lint/a11y/useMediaCaption: captions are not part of the CMS model (spec)
        <video className={frame} src={source.url} controls autoPlay playsInline poster={poster?.url}>
          {TEXTS.videoNotSupported}
        </video>
      )
    }
    return (
      <iframe
        className={frame}
        src={source.embedUrl}
        title={title || TEXTS.playVideo}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={cx('group relative block', frame, focusRing)}
      aria-label={title ? TEXTS.playVideoNamed(title) : TEXTS.playVideo}
    >
      {poster ? (
        <img
          src={poster.url}
          alt=""
          width={poster.width}
          height={poster.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
      <span
        className={cx(
          'absolute inset-0 m-auto flex h-16 w-fit items-center gap-2 rounded-full bg-accent px-6 text-base font-semibold shadow-lg transition-transform group-hover:scale-105',
          onAccent,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false">
          <path d="M8 5v14l11-7z" />
        </svg>
        {TEXTS.playVideo}
      </span>
    </button>
  )
}
