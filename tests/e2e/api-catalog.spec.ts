import { expect, test } from '@playwright/test'
import { adminDocs, type BrandId, bearerFor, PORT } from './support'

/**
 * The catalog metadata service routes (spec section 7) against the demo seed (600 variants). Node
 * cannot resolve *.localhost, so requests go to 127.0.0.1 and name the brand in the Host header.
 */

const origin = `http://127.0.0.1:${PORT}`
const hostOf = (brand: BrandId) => ({ host: `${brand}.localhost:${PORT}` })

/** A bearer token for a demo user; the session reads it from the Authorization header. */
const tokenFor = bearerFor

function expectBadRequest(body: { error: string; message: string; issues?: unknown[] }) {
  expect(body.error).toBe('errors.bad_request')
  expect(body.message).toMatch(/Kontrollera/)
  expect(body.issues?.length).toBeGreaterThan(0)
}

test.describe('locations', () => {
  test('lists the Host brand’s stores by Swedish name order and filters by delivery method', async ({ request }) => {
    const response = await request.get(`${origin}/api/location/locations?services=standard-pickup`, {
      headers: hostOf('nordbygg'),
    })
    expect(response.status()).toBe(200)
    const { locations } = await response.json()
    expect(locations.length).toBeGreaterThan(5)
    const names = locations.map((l: { name: string }) => l.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'sv')))
    expect(names.at(-1)).toBe('Nordbygg Östersund')
    expect(locations.map((l: { id: string }) => l.id)).not.toContain('900')
    expect(locations[0]).toMatchObject({
      id: expect.any(String),
      address1: expect.any(String),
      postalCode: expect.stringMatching(/^\d{3} \d{2}$/),
      city: expect.any(String),
      services: expect.arrayContaining(['standard-pickup']),
      openingHours: expect.objectContaining({ monday: expect.any(String) }),
      isCentralWarehouse: false,
    })

    const express = await (
      await request.get(`${origin}/api/location/locations?deliveryMethod=XXX&zipCode=901%2032`, {
        headers: hostOf('nordbygg'),
      })
    ).json()
    expect(express.locations.length).toBeLessThan(locations.length)
    for (const l of express.locations) expect(l.services).toContain('express-delivery')

    const trahuset = await (
      await request.get(`${origin}/api/location/locations`, { headers: hostOf('trahuset') })
    ).json()
    expect(trahuset.locations[0].name).toMatch(/^Trähuset /)
    const byParam = await (await request.get(`${origin}/api/location/locations?brand=trahuset&includeCentral=1`)).json()
    expect(byParam.locations.map((l: { id: string }) => l.id)).toContain('900')
  })

  test('answers for the brand the proxy chose from the Host, whatever brand header the client sends', async ({
    request,
  }) => {
    const response = await request.get(`${origin}/api/location/locations`, {
      headers: { ...hostOf('trahuset'), 'x-shop-brand': 'nordbygg' },
    })
    const { locations } = await response.json()
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations) expect(location.name).toMatch(/^Trähuset /)
  })

  test('rejects an unknown service or a malformed postcode with 400', async ({ request }) => {
    const service = await request.get(`${origin}/api/location/locations?services=teleportering`)
    expect(service.status()).toBe(400)
    expectBadRequest(await service.json())
    const zip = await request.get(`${origin}/api/location/locations?zipCode=12`)
    expect(zip.status()).toBe(400)
  })

  test('searches stores by town or postcode, with or without the space', async ({ request }) => {
    for (const query of ['umeå', 'UMEA', '90132', '901 32']) {
      const response = await request.post(`${origin}/api/location/locations/addresses/search`, {
        headers: hostOf('nordbygg'),
        data: { query },
      })
      expect(response.status()).toBe(200)
      const { locations } = await response.json()
      expect(locations.map((l: { id: string }) => l.id)).toEqual(['101'])
    }
    const empty = await request.post(`${origin}/api/location/locations/addresses/search`, { data: { query: '' } })
    expect(empty.status()).toBe(400)
    expectBadRequest(await empty.json())
  })
})

test.describe('categories', () => {
  test('the menu is the category tree, limited by assortment', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/menu`)
    expect(response.status()).toBe(200)
    const { menu } = await response.json()
    expect(menu).toHaveLength(12)
    expect(menu[0]).toMatchObject({ name: 'Trä & skivor', slug: 'tra-och-skivor', url: '/kategorier/tra-och-skivor' })
    expect(menu[0].children[0].children[0].path).toMatch(/^tra-och-skivor\/[a-z-]+\/[a-z-]+$/)
    const el = await (await request.get(`${origin}/api/product/menu?assortment=El`)).json()
    expect(el.menu.map((c: { slug: string }) => c.slug)).toEqual([
      'verktyg',
      'jarnhandel',
      'el',
      'isolering',
      'skydd-och-arbetsklader',
    ])
    const tooLong = await request.get(`${origin}/api/product/menu?assortment=${'x'.repeat(80)}`)
    expect(tooLong.status()).toBe(400)
  })

  test('breadcrumbs of a product, and 404 for an unknown one', async ({ request }) => {
    const [product] = await adminDocs<{ productId: string; categoryPath: string }>(
      request,
      'products',
      'limit=1&depth=0',
    )
    if (!product) throw new Error('the demo catalog has no product')
    const response = await request.get(`${origin}/api/product/breadcrumbs/${product.productId}`)
    expect(response.status()).toBe(200)
    const { breadcrumbs } = await response.json()
    expect(breadcrumbs).toHaveLength(3)
    expect(breadcrumbs[2].path).toBe(product.categoryPath)
    expect(breadcrumbs[0].url).toBe(`/kategorier/${breadcrumbs[0].path}`)

    const unknown = await request.get(`${origin}/api/product/breadcrumbs/finns-inte`)
    expect(unknown.status()).toBe(404)
    expect((await unknown.json()).error).toBe('errors.not_found')
  })

  test('breadcrumb search answers known paths and lists unknown ones as errors', async ({ request }) => {
    const response = await request.post(`${origin}/api/product/breadcrumbs/search`, {
      data: { breadcrumbs: ['vvs', 'finns/inte'], images: true },
    })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.result).toEqual([
      expect.objectContaining({ path: 'vvs', name: 'VVS', url: '/kategorier/vvs', imageUrl: expect.any(String) }),
    ])
    expect(body.result[0].children).toBeGreaterThan(0)
    expect(body.errors).toEqual([{ path: 'finns/inte', error: 'errors.not_found' }])

    const tooMany = await request.post(`${origin}/api/product/breadcrumbs/search`, {
      data: { breadcrumbs: Array.from({ length: 51 }, (_, i) => `p${i}`) },
    })
    expect(tooMany.status()).toBe(400)
    expectBadRequest(await tooMany.json())
  })

  test('attribute sequence of a category, 404 for an unknown one', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/attribute-sequence/reglar/1`)
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.category).toBe('reglar')
    expect(body.attributeSequence).toEqual(expect.arrayContaining(['Dimension', 'Längd', 'Tillverkare']))
    expect((await request.get(`${origin}/api/product/attribute-sequence/finns-inte/1`)).status()).toBe(404)
  })

  test('variants by attribute, looked up from a seeded variant', async ({ request }) => {
    const [variant] = await adminDocs<{
      articleNumber: string
      name: string
      variantSlug: string
      attributes: Array<{ attributeName: string; attributeValue: string }>
    }>(request, 'variants', 'limit=1&depth=0&sort=articleNumber')
    const attribute = variant?.attributes[0]
    if (!variant || !attribute) throw new Error('the demo catalog has no variant with an attribute')
    const response = await request.post(`${origin}/api/product/getEntitiesByAttribute`, {
      data: { attributeName: attribute.attributeName, attributeValue: attribute.attributeValue, limit: 100 },
    })
    expect(response.status()).toBe(200)
    const { entities } = await response.json()
    expect(entities).toContainEqual({
      articleNumber: variant.articleNumber,
      name: variant.name,
      variantSlug: variant.variantSlug,
      url: `/produkt/${variant.variantSlug}`,
    })
    const bad = await request.post(`${origin}/api/product/getEntitiesByAttribute`, {
      data: { attributeName: 'Träslag', attributeValue: 'gran', limit: 500 },
    })
    expect(bad.status()).toBe(400)
    expectBadRequest(await bad.json())
  })
})

test.describe('campaigns and ranges', () => {
  test('active campaigns of the Host brand; the customer list needs a login', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/campaigns/active-campaigns`, {
      headers: hostOf('proffsbygget'),
    })
    expect(response.status()).toBe(200)
    const { campaigns } = await response.json()
    expect(campaigns.map((c: { slug: string }) => c.slug).sort()).toEqual(['varens-byggkampanj', 'verktygsveckor'])
    expect(campaigns[0]).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/kampanjer\//),
      description: expect.stringMatching(/Proffsbygget/),
      articleCount: expect.any(Number),
    })

    const anonymous = await request.get(`${origin}/api/product/campaigns/active-campaigns/customer`)
    expect(anonymous.status()).toBe(401)
    expect((await anonymous.json()).error).toBe('errors.invalid_token')
    const auth = await tokenFor(request, 'user@demo.test')
    const customer = await request.get(`${origin}/api/product/campaigns/active-campaigns/customer`, {
      headers: { ...hostOf('proffsbygget'), ...auth },
    })
    expect(customer.status()).toBe(200)
    expect((await customer.json()).campaigns.length).toBeGreaterThanOrEqual(campaigns.length)
  })

  test('a brand range by slug and by id; unknown and other brands’ ranges are 404', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/selected-product-groups/proffsverktyg`, {
      headers: hostOf('trahuset'),
    })
    expect(response.status()).toBe(200)
    const group = await response.json()
    expect(group).toMatchObject({ name: 'Proffsverktyg', slug: 'proffsverktyg', url: '/sortiment/proffsverktyg' })
    expect(group.articleNumbers.length).toBeGreaterThan(0)
    const byId = await request.get(`${origin}/api/product/selected-product-groups/${group.id}`, {
      headers: hostOf('trahuset'),
    })
    expect(await byId.json()).toEqual(group)
    const otherBrand = await request.get(`${origin}/api/product/selected-product-groups/${group.id}`, {
      headers: hostOf('nordbygg'),
    })
    expect(otherBrand.status()).toBe(404)
    const unknown = await request.get(`${origin}/api/product/selected-product-groups/finns-inte`)
    expect(unknown.status()).toBe(404)
    expect((await unknown.json()).error).toBe('errors.not_found')
  })
})

test.describe('customer assortment', () => {
  test('needs a login', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/customers/10004/assortment`)
    expect(response.status()).toBe(401)
  })

  test('answers the user’s own customer and refuses others', async ({ request }) => {
    const auth = await tokenFor(request, 'user@demo.test')
    const own = await request.get(`${origin}/api/product/customers/10004/assortment`, { headers: auth })
    expect(own.status()).toBe(200)
    const body = await own.json()
    expect(body).toMatchObject({ customerId: '10004', assortment: 'Proffs' })
    expect(body.categoryPaths).toContain('tra-och-skivor')
    expect(body.categoryPaths).not.toContain('vvs')

    const other = await request.get(`${origin}/api/product/customers/10009/assortment`, { headers: auth })
    expect(other.status()).toBe(403)
    expect((await other.json()).error).toBe('errors.forbidden_action')
  })

  test('a site admin reads any customer and gets 404 for an unknown one', async ({ request }) => {
    const auth = await tokenFor(request, 'siteadmin@demo.test')
    const el = await request.get(`${origin}/api/product/customers/10009/assortment`, { headers: auth })
    expect((await el.json()).assortment).toBe('El')
    const unknown = await request.get(`${origin}/api/product/customers/99999/assortment`, { headers: auth })
    expect(unknown.status()).toBe(404)
  })
})
