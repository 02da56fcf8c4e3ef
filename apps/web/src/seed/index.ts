import { rm } from 'node:fs/promises'
import { brands as allBrands, type Brand } from '@shop/tenants'
import type { Migration, Payload } from 'payload'
import { rebuildSearchIndex } from '../catalog/search-index'
import { type BulkDb, drizzleOf, insertReturning, insertRows, restoreSqlitePragmas, tableOf } from '../db/bulk'
import { sqlBatch } from '../db/sql'
import { env } from '../env'
import { mediaStaticDir } from '../media/files'
import { objectStorage } from '../media/object-storage'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import {
  CatalogGenerator,
  type CatalogPools,
  type GeneratedProduct,
  type GeneratedVariant,
  PICTOGRAM_URLS,
  productPictureUrls,
} from './catalog'
import { makeOrganizationNumber, slugify } from './codes'
import { type ContentCounts, seedContent } from './content'
import { CUSTOMERS } from './data/customers'
import { areaCodeOf, CENTRAL_WAREHOUSE, STORES_BY_BRAND, type StoreSeed } from './data/stores'
import { seedDemoUsers } from './demo'
import { richText } from './lexical'
import { createSeedMedia, type UploadedPicture } from './media'
import { Random } from './random'
import { seedWrite } from './write'

export { isValidEan13, makeEan13 } from './codes'
export { DEMO_PASSWORD, DEMO_USERS, editorEmail } from './demo'

export const DEFAULT_VARIANTS = 6000
export const DEFAULT_SEED = 20261122

export interface SeedOptions {
  /** Number of variants (default 6000, which gives about 2,400 products). */
  variants?: number
  /** Create the demo users (refused when NODE_ENV or SHOP_ENV is production). */
  demo?: boolean
  /** Empty the database (drop everything and re-run the migrations) before seeding. */
  reset?: boolean
  /** PRNG seed; the same seed and variant count give the same catalog. */
  seed?: number
  /** Reference time for dates (availability, campaigns). */
  now?: Date
  /** Progress output; default console.log. Pass `() => {}` for silence. */
  log?: (message: string) => void
}

export interface SeedResult {
  counts: {
    stores: number
    categories: number
    customers: number
    projects: number
    addresses: number
    products: number
    variants: number
    prices: number
    stock: number
    users: number
  } & ContentCounts
  /** Milliseconds per phase. */
  timings: Record<string, number>
}

export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError'
}

/** True when the catalog or stores already hold data (the seed then refuses unless reset). */
export async function isSeeded(payload: Payload): Promise<boolean> {
  for (const collection of ['stores', 'categories', 'products', 'variants'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return false
}

/** The committed migrations of the instance's dialect. */
export function migrationsFor(payload: Payload): Migration[] {
  return (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}

/**
 * Drops every table (or the Postgres schema) and applies the committed migrations again. The media
 * library's files on local disk go with its rows (a bucket is the operator's to empty).
 */
export async function resetDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { dropDatabase(args: { adapter: unknown }): Promise<void> }
  await db.dropDatabase({ adapter: payload.db })
  if (!objectStorage(env)) await rm(mediaStaticDir(), { recursive: true, force: true })
  await payload.db.migrate({ migrations: migrationsFor(payload) })
}

export function isProductionEnvironment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' || env.SHOP_ENV === 'production'
}

function storeDoc(seed: StoreSeed, brand: Brand | null, rng: Random) {
  const central = brand === null
  const domain = brand?.hostnames[0] ?? 'centrallager.example'
  const weekday = seed.size === 'small' ? '07:00–17:00' : '06:30–18:00'
  const services: string[] = central ? [] : ['standard-pickup']
  if (!central && seed.size !== 'small') services.push('express-delivery', 'cutting', 'paint-mixing')
  if (!central && seed.size === 'large') services.push('drive-in', 'tool-rental', 'trailer-rental')
  const name = central ? `Centrallager ${seed.town}` : `${brand.name} ${seed.town}`
  return {
    storeId: seed.storeId,
    name,
    brand: brand?.id ?? null,
    isCentralWarehouse: central,
    address1: seed.address1,
    postalCode: seed.postalCode,
    city: seed.town,
    phone: `${areaCodeOf(seed.town)}-${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    email: `${slugify(seed.town)}@${domain.replace(/^www\./, '')}`,
    latitude: seed.latitude,
    longitude: seed.longitude,
    openingHours: central
      ? {
          monday: '06:00–22:00',
          tuesday: '06:00–22:00',
          wednesday: '06:00–22:00',
          thursday: '06:00–22:00',
          friday: '06:00–20:00',
          saturday: 'Stängt',
          sunday: 'Stängt',
        }
      : {
          monday: weekday,
          tuesday: weekday,
          wednesday: weekday,
          thursday: weekday,
          friday: seed.size === 'small' ? '07:00–16:00' : '06:30–17:00',
          saturday: seed.size === 'small' ? '10:00–14:00' : '09:00–15:00',
          sunday: seed.size === 'large' ? '10:00–14:00' : 'Stängt',
        },
    specialOpeningHours: central
      ? []
      : [
          { label: 'Julafton', date: `${new Date().getFullYear()}-12-24`, hours: 'Stängt' },
          { label: 'Nyårsafton', date: `${new Date().getFullYear()}-12-31`, hours: '09:00–12:00' },
        ],
    services,
    title: name,
    ingress: central
      ? 'Centrallagret försörjer alla butiker och levererar direkt till bygget.'
      : `Välkommen till ${name}! Här hittar du virke, verktyg och allt för bygget, med proffsdisk och drive-in för snabba hämtningar.`,
    heroDesktop: `/placeholder/store/${seed.storeId}.svg`,
    heroMobile: `/placeholder/store/${seed.storeId}-m.svg`,
    infobox: central ? null : 'Beställ online och hämta i butik inom två timmar.',
    label: central ? 'Centrallager' : seed.size === 'large' ? 'Proffscenter' : 'Bygghandel',
    assortments: central ? [] : ['Trä och skivor', 'Verktyg', 'Färg', 'Isolering', 'Järnhandel'],
    activities: central
      ? []
      : [
          { title: 'Proffsfrukost', text: 'Kaffe och frukost i proffsdisken varje fredag 06:30–08:00.' },
          { title: 'Leverantörsdag', text: 'Träffa våra leverantörer och se nyheterna i verktygssortimentet.' },
        ],
    contactsTitle: central ? null : 'Kontakta butiken',
    sections: central
      ? []
      : [
          {
            blockType: 'AssortmentIcons',
            title: 'Sortiment i butiken',
            items: [
              {
                title: 'Trä och skivor',
                linkUrl: '/kategorier/tra-och-skivor',
                icon: { url: '/placeholder/icon/tra.svg', title: 'Trä' },
              },
              {
                title: 'Verktyg',
                linkUrl: '/kategorier/verktyg',
                icon: { url: '/placeholder/icon/verktyg.svg', title: 'Verktyg' },
              },
            ],
          },
        ],
    contacts: central
      ? []
      : [
          {
            role: 'Butikschef',
            name: rng.pick(['Anna Lindberg', 'Johan Nilsson', 'Maria Eriksson', 'Per Holm']),
            phone: '010-100 20 30',
            email: `butikschef.${seed.storeId}@${domain.replace(/^www\./, '')}`,
          },
          {
            role: 'Proffssäljare',
            name: rng.pick(['Erik Sandberg', 'Sara Berg', 'Mikael Lund', 'Karin Öberg']),
            phone: '010-100 20 31',
            email: `proffs.${seed.storeId}@${domain.replace(/^www\./, '')}`,
          },
        ],
  }
}

function variantRow(v: GeneratedProduct['variants'][number], productId: number, stamp: string) {
  return {
    articleNumber: v.articleNumber,
    name: v.name,
    variantSlug: v.variantSlug,
    product: productId,
    ean: v.ean,
    sortOrder: v.sortOrder,
    discontinued: v.discontinued,
    replacementArticleNumber: v.replacementArticleNumber,
    askForPrice: v.askForPrice,
    filterTags: v.filterTags,
    stockedAt: v.stockedAt,
    purchaseConstraints_onlyStore: v.purchaseConstraints.onlyStore,
    purchaseConstraints_mustBeInStockedAt: v.purchaseConstraints.mustBeInStockedAt,
    purchaseConstraints_orderMultiple: v.purchaseConstraints.orderMultiple,
    webSalesUnit_unit: v.webSalesUnit.unit,
    webSalesUnit_conversionFactor: v.webSalesUnit.conversionFactor,
    webSalesUnit_conversionUnit: v.webSalesUnit.conversionUnit,
    brands: v.brands,
    images: v.images,
    attributes: v.attributes,
    warnings: v.warnings,
    relations: v.relations,
    createdAt: stamp,
    updatedAt: stamp,
  }
}

/** Products per database round trip; each carries its variants, prices and stock. */
const PRODUCT_CHUNK = 400

/**
 * Seeds an empty database (or any database with `reset`). Stores, categories, customers, content
 * and users go through the Local API; products, variants, prices and stock are bulk-inserted in one
 * transaction through Payload's Drizzle instance.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => console.log(message))
  const variantsWanted = Math.floor(options.variants ?? DEFAULT_VARIANTS)
  if (!Number.isFinite(variantsWanted) || variantsWanted < 1)
    throw new SeedRefusedError('--variants måste vara ett positivt heltal')
  if (options.demo && isProductionEnvironment()) {
    throw new SeedRefusedError('Demoanvändare skapas aldrig i produktion (NODE_ENV/SHOP_ENV=production).')
  }
  const now = options.now ?? new Date()
  const seedValue = options.seed ?? DEFAULT_SEED
  const timings: Record<string, number> = {}
  let phaseStart = Date.now()
  const phase = (name: string) => {
    const t = Date.now()
    timings[name] = t - phaseStart
    phaseStart = t
  }
  const started = Date.now()

  if (options.reset) {
    log('Tömmer databasen och kör migreringarna igen …')
    await resetDatabase(payload)
    phase('reset')
  } else if (await isSeeded(payload)) {
    throw new SeedRefusedError('Databasen innehåller redan data. Kör med --reset för att tömma den först.')
  }

  // Separate PRNG streams per area, so adding content does not shift the catalog's numbers.
  const root = new Random(seedValue)
  const storeRng = root.fork()
  const contentRng = root.fork()
  const customerRng = root.fork()

  // Pictures are uploaded to the media library as they are first named, once per brand and motif.
  const media = createSeedMedia(payload)

  // Stores -------------------------------------------------------------------------------------
  log('Butiker …')
  let stores = 0
  await payload.create({
    collection: 'stores',
    data: (await media.resolve(storeDoc(CENTRAL_WAREHOUSE, null, storeRng), null)) as never,
    ...seedWrite,
  })
  stores += 1
  const storesByBrand: Record<string, string[]> = {}
  for (const brand of allBrands) {
    const seeds = STORES_BY_BRAND[brand.id] ?? []
    storesByBrand[brand.id] = []
    for (const storeId of brand.storeIds) {
      const storeSeed = seeds.find((s) => s.storeId === storeId) ?? {
        storeId,
        town: `Ort ${storeId}`,
        address1: `Byggvägen ${storeId}`,
        postalCode: '100 00',
        latitude: 59.33,
        longitude: 18.06,
        size: 'small' as const,
      }
      await payload.create({
        collection: 'stores',
        data: (await media.resolve(storeDoc(storeSeed, brand, storeRng), brand)) as never,
        ...seedWrite,
      })
      storesByBrand[brand.id]?.push(storeId)
      stores += 1
    }
  }
  phase('stores')

  // Customers, projects, addresses -------------------------------------------------------------
  log('Kunder, projekt och adresser …')
  const customerIds = new Map<string, number>()
  const projectIds = new Map<string, Array<number>>()
  let projects = 0
  let addresses = 0
  for (const [index, c] of CUSTOMERS.entries()) {
    const customer = await payload.create({
      collection: 'customers',
      data: {
        customerId: c.customerId,
        name: c.name,
        organizationNumber: makeOrganizationNumber(100_000 + index * 7919),
        active: true,
        assortment: c.assortment ?? 'Standard',
        punchout: { enabled: Boolean(c.punchout), companyName: c.punchout ?? null },
      },
      ...seedWrite,
    })
    customerIds.set(c.customerId, customer.id)
    const ids: Array<number> = []
    for (const [p, name] of c.projects.entries()) {
      const project = await payload.create({
        collection: 'projects',
        data: {
          projectId: `${c.customerId}-${String(p + 1).padStart(2, '0')}`,
          name,
          customer: customer.id,
          active: true,
        },
        ...seedWrite,
      })
      ids.push(project.id)
      projects += 1
    }
    projectIds.set(c.customerId, ids)
    const street = () =>
      `${customerRng.pick(['Industrigatan', 'Verkstadsvägen', 'Storgatan', 'Hamngatan', 'Sågverksvägen'])} ${customerRng.int(1, 60)}`
    const postal = () => `${customerRng.int(100, 984)} ${customerRng.int(10, 99)}`
    const addressRows = [
      {
        label: 'Fakturaadress',
        name: c.name,
        recipientName: 'Ekonomiavdelningen',
        address1: `Box ${customerRng.int(100, 9999)}`,
        readOnly: true,
        preselected: false,
        validForDelivery: false,
      },
      {
        label: 'Huvudkontor',
        name: c.name,
        recipientName: 'Godsmottagningen',
        address1: street(),
        readOnly: false,
        preselected: true,
        validForDelivery: true,
      },
      ...c.projects.map((project) => ({
        label: project,
        name: c.name,
        recipientName: customerRng.chance(0.7)
          ? `Arbetsledare ${customerRng.pick(['Lena', 'Ola', 'Fredrik', 'Sofia', 'Ahmed', 'Elin'])}`
          : '',
        address1: street(),
        address2: customerRng.chance(0.5) ? `Bygget, grind ${customerRng.int(1, 4)}` : '',
        readOnly: false,
        preselected: false,
        validForDelivery: true,
      })),
    ]
    if (c.customerId === '10011') {
      addressRows.push({
        label: 'Åland – sommarprojekt',
        name: c.name,
        recipientName: 'Platschef',
        address1: 'Torggatan 4',
        readOnly: false,
        preselected: false,
        validForDelivery: true,
      })
    }
    for (const [a, row] of addressRows.entries()) {
      const aland = row.label.startsWith('Åland')
      await payload.create({
        collection: 'addresses',
        data: {
          addressId: `A${c.customerId}-${a + 1}`,
          customer: customer.id,
          ...row,
          postalCode: aland ? '22100' : postal(),
          postalAddress: aland ? 'Mariehamn' : c.town,
          countryCode: aland ? 'AX' : 'SE',
        },
        ...seedWrite,
      })
      addresses += 1
    }
  }
  phase('customers')

  // Categories ---------------------------------------------------------------------------------
  const generator = new CatalogGenerator({
    variants: variantsWanted,
    seed: seedValue,
    now,
    customerIds: CUSTOMERS.filter((c) => c.customerPrices !== false).map((c) => c.customerId),
    storesByBrand,
    centralWarehouseId: CENTRAL_WAREHOUSE.storeId,
  })
  log(`Kategorier (${generator.categories.length}) …`)
  const categoryIds = new Map<string, number>()
  for (const node of generator.categories) {
    const doc = await payload.create({
      collection: 'categories',
      data: {
        name: node.name,
        slug: node.slug,
        parent: node.parentPath ? categoryIds.get(node.parentPath) : null,
        path: node.path,
        depth: node.depth,
        sortOrder: node.sortOrder,
        description: node.description,
        imageUrl: (await media.picture(`/placeholder/category/${node.slug}.svg`, null))?.url ?? null,
        attributeSequence: node.attributeSequence,
      },
      ...seedWrite,
    })
    categoryIds.set(node.path, doc.id)
  }
  phase('categories')

  // Catalog: bulk insert in one transaction -----------------------------------------------------
  log(`Katalog: ${variantsWanted} varianter i omgångar om ${PRODUCT_CHUNK} produkter …`)
  const { drizzle } = drizzleOf(payload)
  const tables = {
    products: tableOf(payload, 'products'),
    variants: tableOf(payload, 'variants'),
    prices: tableOf(payload, 'prices'),
    stock: tableOf(payload, 'stock'),
  }
  const catalogCounts = { products: 0, variants: 0, prices: 0, stock: 0 }
  const stamp = now.toISOString()
  const reportEvery = Math.max(1000, Math.round(variantsWanted / 10 / 1000) * 1000)
  let nextReport = reportEvery
  const catalogStart = Date.now()

  const flush = async (tx: BulkDb, chunk: GeneratedProduct[]) => {
    if (!chunk.length) return
    const inserted = await insertReturning(
      tx,
      tables.products,
      chunk.map((p) => ({
        productId: p.productId,
        name: p.name,
        slug: p.slug,
        description: p.description,
        brandName: p.brandName,
        category: categoryIds.get(p.categoryPath) ?? null,
        categoryPath: p.categoryPath,
        categoryPaths: p.categoryPaths,
        breadcrumbParents: p.breadcrumbParents,
        createdAt: stamp,
        updatedAt: stamp,
      })),
      { id: tables.products.id, productId: tables.products.productId },
    )
    const productIds = new Map(inserted.map((row) => [String(row.productId), row.id as number]))
    const variantRows: Record<string, unknown>[] = []
    const priceRows: Record<string, unknown>[] = []
    const stockRows: Record<string, unknown>[] = []
    for (const product of chunk) {
      const productId = productIds.get(product.productId)
      if (productId === undefined) throw new Error(`Produkten ${product.productId} fick inget id`)
      for (const v of product.variants) {
        variantRows.push(variantRow(withPictures(v), productId, stamp))
        for (const price of v.prices) {
          priceRows.push({
            articleNumber: v.articleNumber,
            customer: price.customerId === null ? null : (customerIds.get(price.customerId) ?? null),
            netPrice: price.netPrice,
            salesPrice: price.salesPrice,
            salesPriceIncludingVat: price.salesPriceIncludingVat,
            salesPriceUnit: price.salesPriceUnit,
            alloyingPrice: price.alloyingPrice,
            preCampaignPrice: price.preCampaignPrice,
            priceType: price.priceType,
            discounts: price.discounts,
            brackets: price.brackets,
            createdAt: stamp,
            updatedAt: stamp,
          })
        }
        for (const s of v.stock) {
          stockRows.push({
            articleNumber: v.articleNumber,
            locationId: s.locationId,
            stockType: s.stockType,
            quantity: s.quantity,
            orderMultiple: s.orderMultiple,
            stocked: s.stocked,
            availableFromDays: s.availableFromDays,
            availableToDays: s.availableToDays,
            availabilityDate: s.availabilityDate,
            createdAt: stamp,
            updatedAt: stamp,
          })
        }
      }
    }
    await insertRows(tx, tables.variants, variantRows)
    await insertRows(tx, tables.prices, priceRows)
    await insertRows(tx, tables.stock, stockRows)
    catalogCounts.products += chunk.length
    catalogCounts.variants += variantRows.length
    catalogCounts.prices += priceRows.length
    catalogCounts.stock += stockRows.length
    if (catalogCounts.variants >= nextReport || catalogCounts.variants === variantsWanted) {
      const seconds = (Date.now() - catalogStart) / 1000
      log(
        `  ${catalogCounts.variants.toLocaleString('sv-SE')} / ${variantsWanted.toLocaleString('sv-SE')} varianter` +
          ` (${catalogCounts.products.toLocaleString('sv-SE')} produkter, ${catalogCounts.stock.toLocaleString('sv-SE')} lagerrader) – ${seconds.toFixed(1)} s,` +
          ` ${Math.round(process.memoryUsage().rss / 1_048_576)} MB minne (heap ${Math.round(process.memoryUsage().heapUsed / 1_048_576)})`,
      )
      while (nextReport <= catalogCounts.variants) nextReport += reportEvery
    }
  }

  // The families' pictures and the pictograms, uploaded before the transaction (an upload is a write of its own).
  const pictures = new Map<string, UploadedPicture>()
  const standIns = [
    ...generator.categories.filter((node) => node.depth === 0).flatMap((node) => productPictureUrls(node.slug)),
    ...PICTOGRAM_URLS(),
  ]
  for (const url of standIns) {
    const picture = await media.picture(url, null)
    if (picture) pictures.set(url, picture)
  }
  const withPictures = (v: GeneratedVariant): GeneratedVariant => ({
    ...v,
    // A stand-in without an upload is left out: no route serves it, and the shop shows its own box.
    images: v.images.flatMap((image) => {
      const picture = pictures.get(image.assetUrl)
      return picture
        ? [{ ...image, assetUrl: picture.url, assetWidth: picture.width, assetHeight: picture.height }]
        : []
    }),
    warnings: v.warnings.map((warning) => {
      const picture = pictures.get(warning.assetUrl)
      return picture ? { ...warning, assetUrl: picture.url } : warning
    }),
  })

  await drizzle.transaction(async (tx) => {
    let chunk: GeneratedProduct[] = []
    for (const product of generator.products()) {
      chunk.push(product)
      if (chunk.length >= PRODUCT_CHUNK) {
        await flush(tx, chunk)
        chunk = []
      }
    }
    await flush(tx, chunk)
  })
  await restoreSqlitePragmas(payload)
  phase('catalog')

  // Bulk inserts bypass the collection hooks that keep the search index in step; fill it in one go.
  log('Sökindex …')
  await rebuildSearchIndex(payload)
  // Fresh tables have no planner statistics; without them Postgres scanned all stock rows for a
  // 50-article lookup (80 ms instead of under 1 ms, docs/benchmarks.md).
  await sqlBatch(payload, [{ text: 'ANALYZE' }])
  phase('search')

  // Content, campaigns, ranges -------------------------------------------------------------------
  log('Innehåll per varumärke …')
  const content = await seedContent(payload, allBrands, generator.pools, now, contentRng, media)
  phase('content')

  let users = 0
  if (options.demo) {
    log('Demoanvändare …')
    users = await seedDemoUsers(payload, { customerIds, projectIds, pools: generator.pools as CatalogPools, now })
    phase('demo')
  }

  const total = Date.now() - started
  const result: SeedResult = {
    counts: {
      stores,
      categories: generator.categories.length,
      customers: customerIds.size,
      projects,
      addresses,
      ...catalogCounts,
      users,
      ...content,
    },
    timings: { ...timings, total },
  }
  log(
    `Klart på ${(total / 1000).toFixed(1)} s: ${catalogCounts.products} produkter, ${catalogCounts.variants} varianter, ` +
      `${catalogCounts.prices} priser, ${catalogCounts.stock} lagerrader, ${stores} butiker, ${customerIds.size} kunder` +
      (options.demo ? `, ${users} demoanvändare` : ''),
  )
  return result
}

// Re-exported for tests and for the content issue's fixtures.
export { richText }
