import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CUSTOM_PAGES } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { checkTenants, nearestPage, withPageHints } from './check'
import { brandById, brandForHost, brands, defaultBrand } from './index'
import { matchBrandRoute, pathForPage } from './match-route'
import { BrandConfigError, loadBrand } from './parse'

const tenantsDir = path.dirname(new URL(import.meta.url).pathname)
const readJson = async (file: string) => JSON.parse(await readFile(path.join(tenantsDir, file), 'utf8'))

describe('brand map', () => {
  it('has the three brands with Nordbygg as default', () => {
    expect(brands.map((b) => b.id)).toEqual(['nordbygg', 'trahuset', 'proffsbygget'])
    expect(defaultBrand.id).toBe('nordbygg')
    expect(brandById('trahuset')?.name).toBe('Trähuset')
  })

  it('resolves a brand from the Host header, ignoring the port', () => {
    expect(brandForHost('trahuset.localhost:3000').id).toBe('trahuset')
    expect(brandForHost('PROFFSBYGGET.LOCALHOST').id).toBe('proffsbygget')
    expect(brandForHost('www.trahuset.se').id).toBe('trahuset')
  })

  it('gives an unknown or missing host the default brand', () => {
    expect(brandForHost('unknown.example').id).toBe('nordbygg')
    expect(brandForHost(null).id).toBe('nordbygg')
  })

  it('maps every custom page of the spec in every brand route file', () => {
    for (const brand of brands) {
      expect(new Set(brand.routes.map((r) => r.page))).toEqual(new Set(CUSTOM_PAGES))
    }
  })
})

describe('route matching', () => {
  const { routes } = brandById('nordbygg') ?? defaultBrand

  it('matches static paths and fills parameters', () => {
    expect(matchBrandRoute(routes, '/mina-sidor/adresser')).toEqual({ page: 'MyAddresses', params: {} })
    expect(matchBrandRoute(routes, '/mina-sidor/orderhistorik/A123')).toEqual({
      page: 'OrderHistoryPage',
      params: { orderId: 'A123' },
    })
  })

  it('prefers a static segment over a parameter whatever the file order', () => {
    expect(matchBrandRoute(routes, '/anvandare/ny')?.page).toBe('UserAdministratorCreateUser')
    expect(matchBrandRoute(routes, '/anvandare/42')).toEqual({
      page: 'UserAdministratorEditUser',
      params: { userId: '42' },
    })
  })

  it('matches nothing for unknown paths', () => {
    expect(matchBrandRoute(routes, '/any/unknown/path')).toBeUndefined()
    expect(matchBrandRoute(routes, '/')).toBeUndefined()
  })

  it('builds a brand path for a page', () => {
    expect(pathForPage(routes, 'QuoteDetails', { quoteId: 'Q 1' })).toBe('/mina-offerter/Q%201')
    expect(pathForPage(brandById('trahuset')?.routes ?? [], 'MyProfile')).toBe('/mitt-konto/uppgifter')
  })
})

describe('validation names the file and the field', async () => {
  const config = { nordbygg: await readJson('nordbygg/brand.json'), trahuset: await readJson('trahuset/brand.json') }
  const routesOf = { proffsbygget: await readJson('proffsbygget/routes.json') }

  it('refuses a route file with a misspelt page name', async () => {
    const routes = await readJson('trahuset/routes.json')
    routes.routes[3].page = 'MyAdresses'
    const load = () => loadBrand('trahuset', config.trahuset, routes)
    expect(load).toThrow(BrandConfigError)
    expect(load).toThrow(/tenants\/trahuset\/routes\.json[\s\S]*routes\[3\]\.page/)
  })

  it('refuses a misspelt field name in a route entry', async () => {
    const routes = await readJson('nordbygg/routes.json')
    routes.routes[0] = { pth: '/mina-sidor', page: 'MyPage' }
    expect(() => loadBrand('nordbygg', config.nordbygg, routes)).toThrow(/routes\.json[\s\S]*routes\[0\]/)
  })

  it('refuses a path that shadows a platform route, and duplicates', async () => {
    const routes = await readJson('nordbygg/routes.json')
    routes.routes.push({ path: '/kategorier', page: 'MyPage' }, { path: '/mina-sidor', page: 'MyPage' })
    expect(() => loadBrand('nordbygg', config.nordbygg, routes)).toThrow(/kategorier används redan/)
    expect(() => loadBrand('nordbygg', config.nordbygg, routes)).toThrow(/sökvägen \/mina-sidor finns redan/)
  })

  it('refuses a broken brand config with the field named', async () => {
    const brand = await readJson('proffsbygget/brand.json')
    brand.theme.colors.primary = 'red'
    expect(() => loadBrand('proffsbygget', brand, routesOf.proffsbygget)).toThrow(
      /tenants\/proffsbygget\/brand\.json[\s\S]*theme\.colors\.primary: färgen ska skrivas som #rrggbb/,
    )
  })

  it('defaults the consent setting to the built-in banner and accepts an external platform', async () => {
    const brand = await readJson('proffsbygget/brand.json')
    expect(loadBrand('proffsbygget', brand, routesOf.proffsbygget).consent).toEqual({ platform: 'builtin' })
    const external = { ...brand, consent: { platform: 'external' } }
    expect(loadBrand('proffsbygget', external, routesOf.proffsbygget).consent).toEqual({ platform: 'external' })
  })

  it("refuses an origin that is not https, carries a path, or is not one of the brand's hosts", async () => {
    const brand = await readJson('proffsbygget/brand.json')
    const load = (origin: string) => () => loadBrand('proffsbygget', { ...brand, origin }, routesOf.proffsbygget)
    expect(load('http://www.proffsbygget.se')).toThrow(/origin: en publik adress ska börja med https:\/\//)
    expect(load('https://www.proffsbygget.se/butik')).toThrow(/origin: bara schema, värd och port/)
    expect(load('https://evil.example')).toThrow(/origin: värden evil\.example finns inte bland hostnames/)
    // Plain http only for this machine's own hosts.
    expect(load('http://proffsbygget.localhost:3000')().origin).toBe('http://proffsbygget.localhost:3000')
  })

  it('refuses an unknown consent platform with the field named', async () => {
    const brand = { ...(await readJson('proffsbygget/brand.json')), consent: { platform: 'onetrust' } }
    expect(() => loadBrand('proffsbygget', brand, routesOf.proffsbygget)).toThrow(
      /tenants\/proffsbygget\/brand\.json[\s\S]*consent\.platform: plattformen ska vara builtin eller external/,
    )
  })
})

describe('npm run tenants:check', () => {
  const run = promisify(execFile)
  const script = path.join(tenantsDir, 'check.ts')

  it('accepts the committed brand folders', async () => {
    const { errors, brands: checked } = await checkTenants(tenantsDir)
    expect(errors).toEqual([])
    expect(checked.map((b) => b.id).sort()).toEqual(['nordbygg', 'proffsbygget', 'trahuset'])
  })

  it('exits non-zero naming the file and field of a typo', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tenants-'))
    for (const id of ['nordbygg', 'trahuset', 'proffsbygget'])
      await cp(path.join(tenantsDir, id), path.join(dir, id), { recursive: true })
    const file = path.join(dir, 'trahuset', 'routes.json')
    await writeFile(file, (await readFile(file, 'utf8')).replace('"MyProfile"', '"MyProfil"'))
    const failure = await run('npx', ['tsx', script, dir]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(
      /tenants\/trahuset\/routes\.json[\s\S]*routes\[2\]\.page: .*\(menade du MyProfile\?\)/,
    )
  }, 30_000)

  /** tenants:check over a copy of the brands whose Nordbygg punchout.json `edit` changed. */
  async function checkEditedPunchout(edit: (config: string) => string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'tenants-'))
    for (const id of ['nordbygg', 'trahuset', 'proffsbygget'])
      await cp(path.join(tenantsDir, id), path.join(dir, id), { recursive: true })
    const file = path.join(dir, 'nordbygg', 'punchout.json')
    const edited = edit(await readFile(file, 'utf8'))
    await writeFile(file, edited)
    return checkTenants(dir)
  }

  it("names the file and field of a broken company rule in a brand's punch-out config", async () => {
    const { errors } = await checkEditedPunchout((config) => config.replace('"STK": "ST"', '"STK": "st"'))
    expect(errors.map((error) => error.file)).toEqual(['tenants/nordbygg/punchout.json'])
    expect(errors[0]?.problems).toEqual([expect.stringMatching(/^oci\.companies\[0\]\.units\.STK: .*versaler/)])
  })

  it('names the file and field of a broken cXML buying organisation', async () => {
    const { errors } = await checkEditedPunchout((config) => {
      const punchout = JSON.parse(config)
      const [org] = punchout.cxml.buyingOrganisations
      // The digest in capitals, a customer number with a letter, a broken e-mail address, and the
      // same organisation twice (domains compare without regard to case).
      punchout.cxml.buyingOrganisations = [
        { ...org, sharedSecretSha256: org.sharedSecretSha256.toUpperCase(), customerNumber: 'K10007' },
        { ...org, domain: 'networkid', defaultUser: 'inte-en-adress' },
      ]
      return JSON.stringify(punchout)
    })
    expect(errors.map((error) => error.file)).toEqual(['tenants/nordbygg/punchout.json'])
    expect(errors[0]?.problems).toEqual([
      expect.stringMatching(/^cxml\.buyingOrganisations\[0\]\.sharedSecretSha256: .*SHA-256/),
      expect.stringMatching(/^cxml\.buyingOrganisations\[0\]\.customerNumber: .*kundnumret/),
      expect.stringMatching(/^cxml\.buyingOrganisations\[1\]\.defaultUser: .*e-postadress/),
      expect.stringMatching(/^cxml\.buyingOrganisations\[1\]\.identity: .*finns redan/),
    ])
  })

  it('gives a brand without punchout.json the defaults of spec section 9, and the demo brand its rules', async () => {
    const { brands: checked } = await checkTenants(tenantsDir)
    expect(checked.find((b) => b.id === 'trahuset')?.punchout).toEqual({
      oci: { customField1: '40000000', materialGroup: '40000000', leadTimeDays: 1, companies: [] },
    })
    expect(checked.find((b) => b.id === 'nordbygg')?.punchout.oci.companies.map((c) => c.company)).toEqual([
      'Västkustens Entreprenad',
      'Fastighetsservice Norr',
      'Mälardalens Byggservice',
    ])
    expect(checked.find((b) => b.id === 'nordbygg')?.punchout.cxml?.buyingOrganisations).toEqual([
      {
        identity: 'AN01000010007',
        domain: 'NetworkID',
        sharedSecretSha256: createHash('sha256').update('demo-cxml-secret').digest('hex'),
        company: 'Västkustens Entreprenad',
        customerNumber: '10007',
        defaultUser: 'punchout@demo.test',
      },
      {
        identity: 'AN01000010014',
        domain: 'NetworkID',
        sharedSecretSha256: createHash('sha256').update('demo-cxml-secret-gavle').digest('hex'),
        company: 'Gävle Bygg & Montage',
        customerNumber: '10014',
        defaultUser: 'punchout.gavle@demo.test',
      },
    ])
  })
})

describe('a hint for a misspelt page name', () => {
  it('suggests the nearest valid page for a typo, a dropped letter or another case', () => {
    expect(nearestPage('MyProfil')).toBe('MyProfile')
    expect(nearestPage('MyAdresses')).toBe('MyAddresses')
    expect(nearestPage('myprofile')).toBe('MyProfile')
    expect(nearestPage('OrderHistroyPage')).toBe('OrderHistoryPage')
    expect(nearestPage('UserAdministratorEditUsr')).toBe('UserAdministratorEditUser')
  })

  it('does not guess for a name that is no near miss', () => {
    expect(nearestPage('Checkout')).toBeUndefined()
    expect(nearestPage('')).toBeUndefined()
  })

  it('adds the guess to the problem of that index only', async () => {
    const routes = await readJson('trahuset/routes.json')
    routes.routes[3].page = 'MyAdresses'
    routes.routes[5].page = 'Kassa'
    const error = new BrandConfigError('tenants/trahuset/routes.json', [
      'routes[3].page: Ogiltigt alternativ',
      'routes[5].page: Ogiltigt alternativ',
    ])
    expect(withPageHints(error, routes).problems).toEqual([
      'routes[3].page: Ogiltigt alternativ (menade du MyAddresses?)',
      'routes[5].page: Ogiltigt alternativ',
    ])
    expect(withPageHints(error, null)).toBe(error)
  })
})
