/**
 * A picture's `<img>` attributes as next/image makes them (apps/web/src/media/picture.ts): the address, the
 * optimizer's widths and the `sizes` they are chosen by, and the measures that keep the layout from shifting.
 */
export interface Picture {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  /** 'async' as next/image has it: decoding off the main thread. */
  decoding?: 'async'
  /** Only on a page's largest paint: fetched at once and first (else the `<img>` is lazy). */
  loading?: 'eager'
  fetchPriority?: 'high'
}
