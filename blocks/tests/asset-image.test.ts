import type { Asset } from '@shop/schemas'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AssetImage } from '../shared/AssetImage'

const picture: Asset = {
  url: '/media/altan-1a2b3c.jpg',
  title: 'En altan',
  width: 1600,
  height: 900,
  mimeType: 'image/jpeg',
  blurDataURL: 'data:image/jpeg;base64,AAAA',
}
const html = (props: Parameters<typeof AssetImage>[0]) => renderToStaticMarkup(createElement(AssetImage, props))

describe('AssetImage', () => {
  it('gives a wide picture its blurred stand-in and widths up to the largest screen', () => {
    const img = html({ asset: picture, sizes: '(min-width: 768px) 50vw, 100vw' })
    expect(img).toContain('data:image/jpeg;base64,AAAA')
    expect(img).toContain('w=1920')
  })

  it('sends an icon or a face only the widths its fixed size needs, and no stand-in', () => {
    const img = html({ asset: picture, alt: '', shownAt: 48 })
    expect(img).not.toContain('base64')
    expect(img).not.toContain('w=1920')
    // Its width and twice it (each rounded up to a width the optimizer serves), nothing more.
    expect(img).toMatch(/srcSet="[^",]* 1x, [^",]* 2x"/)
  })
})
