'use client'

import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, cx, focusRing, IconButton } from '@shop/ui'
import { useRef, useState } from 'react'
import { ProductImage } from '@/media/ProductImage'
import type { Picture } from '@/media/picture'
import { t } from './texts'

export interface GalleryImage {
  /** On the page (the first one eager). */
  picture: Picture
  /** In the modal. */
  large: Picture
  alt: string
}

/**
 * The product picture and the image modal (a native <dialog>: it traps focus and closes on Esc by
 * itself). Arrow keys switch pictures; closing returns focus to the button that opened it.
 */
export function ImageGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [index, setIndex] = useState(0)
  const first = images[0]
  if (!first) return null
  const current = images[index] ?? first
  const count = images.length

  const open = (button: HTMLButtonElement, at: number) => {
    opener.current = button
    setIndex(at)
    dialog.current?.showModal()
  }
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)

  return (
    <div className="space-y-3">
      <button
        type="button"
        className={cx('block w-full rounded-brand bg-surface', focusRing)}
        onClick={(event) => open(event.currentTarget, 0)}
        aria-label={t('product.gallery_open', { count })}
        aria-haspopup="dialog"
      >
        <ProductImage picture={first.picture} alt={first.alt} className="aspect-square w-full object-contain" />
      </button>
      <button
        type="button"
        className={cx('text-sm font-semibold text-primary underline underline-offset-2 print:hidden', focusRing)}
        onClick={(event) => open(event.currentTarget, 0)}
        aria-haspopup="dialog"
        data-testid="gallery-open"
      >
        {t('product.gallery_open', { count })}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="gallery-title"
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-brand bg-background p-4 text-text shadow-xl backdrop:bg-black/60 print:hidden"
        onClose={() => opener.current?.focus()}
        onKeyDown={(event) => {
          if (count < 2) return
          if (event.key === 'ArrowRight') step(1)
          else if (event.key === 'ArrowLeft') step(-1)
          else return
          event.preventDefault()
        }}
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="gallery-title" className="text-lg font-semibold">
            {t('product.gallery_title', { name })}
          </h2>
          <IconButton
            label={t('product.gallery_close')}
            onClick={() => dialog.current?.close()}
            data-testid="gallery-close"
          >
            <CloseIcon />
          </IconButton>
        </div>
        <figure className="mt-3">
          <ProductImage
            picture={current.large}
            alt={current.alt}
            className="mx-auto aspect-square max-h-[70vh] w-full object-contain"
          />
          <figcaption className="mt-2 text-center text-sm text-muted" aria-live="polite">
            {t('product.gallery_position', { current: index + 1, total: count })}
          </figcaption>
        </figure>
        {count > 1 ? (
          <div className="mt-3 flex justify-center gap-4">
            <IconButton label={t('product.gallery_previous')} onClick={() => step(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton label={t('product.gallery_next')} onClick={() => step(1)}>
              <ChevronRightIcon />
            </IconButton>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
