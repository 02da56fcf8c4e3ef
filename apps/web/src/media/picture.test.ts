import { describe, expect, it } from 'vitest'
import { pictureOf, primaryImage } from './picture'

const upload = { assetUrl: '/media/goods-plank-0123456789.jpg', assetWidth: 1200, assetHeight: 900 }

describe('pictureOf', () => {
  it("gives a media-library raster next/image's optimizer widths, its sizes and its own measures", () => {
    const picture = pictureOf(upload, '50vw')
    expect(picture).toMatchObject({ width: 1200, height: 900, sizes: '50vw' })
    expect(picture?.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fgoods-plank-0123456789\.jpg&w=\d+&q=75$/)
    expect(picture?.srcSet?.split(', ').length).toBeGreaterThan(2)
  })

  it('keeps an SVG and an address off /media as they are: the optimizer takes neither', () => {
    expect(pictureOf({ assetUrl: '/media/ghs02-0123456789.svg', assetWidth: 64, assetHeight: 64 }, '4rem')).toEqual({
      src: '/media/ghs02-0123456789.svg',
      width: 64,
      height: 64,
      decoding: 'async',
    })
    expect(pictureOf({ assetUrl: 'https://pim.example/1.jpg' }, '50vw')).toEqual({
      src: 'https://pim.example/1.jpg',
      width: 600,
      height: 600,
      decoding: 'async',
    })
  })

  it('makes nothing of no picture, nor of a seed stand-in that never became an upload', () => {
    expect(pictureOf(null, '50vw')).toBeNull()
    expect(pictureOf({ assetUrl: '' }, '50vw')).toBeNull()
    expect(pictureOf({ assetUrl: '/placeholder/product/1000001.svg' }, '50vw')).toBeNull()
  })
})

describe('primaryImage', () => {
  const image = (assetType: string, assetUrl: string) => ({ assetType, assetUrl })

  it('takes the primary picture, else the first, never a data sheet nor a stand-in', () => {
    expect(primaryImage([image('GALLERY', '/media/a.jpg'), image('PRIMARY', '/media/b.jpg')])?.assetUrl).toBe(
      '/media/b.jpg',
    )
    expect(primaryImage([image('DOCUMENT', '/media/d.pdf'), image('GALLERY', '/media/a.jpg')])?.assetUrl).toBe(
      '/media/a.jpg',
    )
    expect(primaryImage([image('PRIMARY', '/placeholder/product/1.svg')])).toBeUndefined()
    expect(primaryImage([])).toBeUndefined()
  })
})
