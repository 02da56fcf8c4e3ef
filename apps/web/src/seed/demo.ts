import { hashPassword } from '@shop/auth'
import type { DenyCode, Role } from '@shop/schemas'
import { brands } from '@shop/tenants'
import type { Payload } from 'payload'
import type { CatalogPools } from './catalog'
import { seedWrite } from './write'

/**
 * Password of every demo user (it follows the shop's password rules). Demo users exist only when
 * seeding with --demo outside production.
 */
export const DEMO_PASSWORD = 'Demo-12345'

interface DemoPermission {
  customerId: string
  /** Index into the customer's projects; omitted = customer level. */
  project?: number
  role?: Role
  denies?: DenyCode[]
}

export interface DemoUser {
  email: string
  firstName: string
  lastName: string
  role: Role
  punchout?: boolean
  preferredStore?: string
  permissions: DemoPermission[]
  /** What the account demonstrates (printed by the CLI). */
  purpose: string
}

/** The seeded editor of a brand (demo only): `editor.<brand id>@demo.test`, password DEMO_PASSWORD. */
export const editorEmail = (brandId: string) => `editor.${brandId}@demo.test`

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'user@demo.test',
    firstName: 'Ulla',
    lastName: 'Användare',
    role: 'USER',
    preferredStore: '101',
    permissions: [{ customerId: '10001', project: 0 }, { customerId: '10001', project: 1 }, { customerId: '10004' }],
    purpose: 'Vanlig kundanvändare med två kunder och projekt',
  },
  {
    email: 'kollega@demo.test',
    firstName: 'Kalle',
    lastName: 'Kollega',
    role: 'USER',
    preferredStore: '101',
    permissions: [{ customerId: '10001' }],
    purpose: 'Kollega till user@demo.test hos samma kund; delar en inköpslista med kunden',
  },
  {
    email: 'buyeradmin@demo.test',
    firstName: 'Bengt',
    lastName: 'Inköpsadmin',
    role: 'BUYER_ADMIN',
    preferredStore: '202',
    permissions: [{ customerId: '10004', role: 'BUYER_ADMIN' }],
    purpose: 'Administrerar användare hos Mälardalens Bygg & Fasad',
  },
  {
    email: 'selleradmin@demo.test',
    firstName: 'Sofia',
    lastName: 'Säljadmin',
    role: 'SELLER_ADMIN',
    preferredStore: '301',
    permissions: [
      { customerId: '10002', role: 'SELLER_ADMIN' },
      { customerId: '10007', role: 'SELLER_ADMIN' },
      { customerId: '10008', role: 'SELLER_ADMIN' },
    ],
    purpose: 'Säljare som administrerar sina kunders användare',
  },
  {
    email: 'siteadmin@demo.test',
    firstName: 'Sigge',
    lastName: 'Webbadmin',
    role: 'SITE_ADMIN',
    permissions: [],
    purpose: 'Webbplatsadministratör, kan logga in i /admin',
  },
  {
    email: 'noprices@demo.test',
    firstName: 'Nils',
    lastName: 'Utanpriser',
    role: 'USER',
    preferredStore: '104',
    permissions: [{ customerId: '10003', denies: ['EJ_SE_PRISER', 'EJ_SE_RABATTER'] }],
    purpose: 'Får inte se priser eller rabatter (EJ_SE_PRISER, EJ_SE_RABATTER)',
  },
  {
    email: 'noorder@demo.test',
    firstName: 'Olle',
    lastName: 'Ejorder',
    role: 'USER',
    preferredStore: '201',
    permissions: [{ customerId: '10005', project: 0, denies: ['EJ_ORDER'] }],
    purpose: 'Får inte lägga order (EJ_ORDER)',
  },
  {
    email: 'noquotes@demo.test',
    firstName: 'Quinn',
    lastName: 'Utanofferter',
    role: 'USER',
    preferredStore: '104',
    permissions: [{ customerId: '10009', denies: ['EJ_SKAPA_OFFERT'] }],
    purpose: 'Får inte skriva offerter (EJ_SKAPA_OFFERT)',
  },
  {
    email: 'punchout@demo.test',
    firstName: 'Pia',
    lastName: 'Punchout',
    role: 'USER',
    punchout: true,
    preferredStore: '301',
    permissions: [{ customerId: '10007', project: 0 }],
    purpose: 'Punch-out-köpare hos Västkustens Entreprenad: enheten STK blir ST',
  },
  {
    email: 'punchout.norr@demo.test',
    firstName: 'Nora',
    lastName: 'Punchout',
    role: 'USER',
    punchout: true,
    preferredStore: '301',
    permissions: [{ customerId: '10011', project: 0 }],
    purpose: 'Punch-out-köpare hos Fastighetsservice Norr: anpassat fält 1 är tomt',
  },
  {
    email: 'punchout.malardalen@demo.test',
    firstName: 'Mats',
    lastName: 'Punchout',
    role: 'USER',
    punchout: true,
    preferredStore: '202',
    permissions: [{ customerId: '10013', project: 0 }],
    purpose: 'Punch-out-köpare hos Mälardalens Byggservice: materialgruppen är produktens närmaste kategori',
  },
  {
    email: 'punchout.gavle@demo.test',
    firstName: 'Greta',
    lastName: 'Punchout',
    role: 'USER',
    punchout: true,
    preferredStore: '301',
    permissions: [{ customerId: '10014', project: 0 }],
    purpose: 'Punch-out-köpare hos Gävle Bygg & Montage: inga egna regler, specens standardvärden',
  },
]

// Demo users come with a password: no activation e-mail.
const demoWrite = { ...seedWrite, context: { ...seedWrite.context, skipActivation: true } }

export async function seedDemoUsers(
  payload: Payload,
  args: {
    customerIds: Map<string, number>
    projectIds: Map<string, Array<number>>
    pools: CatalogPools
    now: Date
  },
): Promise<number> {
  const { customerIds, projectIds, pools, now } = args
  const ids = new Map<string, number>()
  // One hash for every demo user: scrypt is deliberately slow, and they share the password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const demo of DEMO_USERS) {
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: demo.email } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ids.set(demo.email, existing.docs[0].id)
      continue
    }
    const customerPermissions = demo.permissions.map((p) => ({
      customer: customerIds.get(p.customerId) as number,
      project: p.project === undefined ? null : ((projectIds.get(p.customerId)?.[p.project] ?? null) as number | null),
      role: p.role ?? 'USER',
      permissionDenies: p.denies ?? [],
    }))
    const first = customerPermissions[0]
    const user = await payload.create({
      collection: 'users',
      data: {
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        mobileNumber: '070-123 45 67',
        isEmailVerified: true,
        isPhoneNumberVerified: false,
        role: demo.role,
        active: true,
        punchout: Boolean(demo.punchout),
        customerPermissions,
        preferredStore: demo.preferredStore ?? null,
        preferredDeliveryMethod: 'DBI',
        defaultDeliveryMethod: 'DBI',
        defaultCustomer: first?.customer ?? null,
        defaultProject: first?.project ?? null,
      },
      ...demoWrite,
    })
    ids.set(demo.email, user.id)
  }

  // One editor (brand manager) per brand: sees and changes only that brand's content in /admin.
  for (const brand of brands) {
    const email = editorEmail(brand.id)
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      ids.set(email, existing.docs[0].id)
      continue
    }
    const editor = await payload.create({
      collection: 'users',
      data: {
        email,
        passwordHash,
        firstName: 'Redaktör',
        lastName: brand.name,
        isEmailVerified: true,
        role: 'USER',
        active: true,
        editorBrands: [brand.id],
      } as never,
      ...demoWrite,
    })
    ids.set(email, editor.id)
  }

  // A little history for user@demo.test: a shopping list, favourites, a cart, two orders and a quote.
  const userId = ids.get('user@demo.test')
  const customer = customerIds.get('10001')
  const project = projectIds.get('10001')?.[0]
  const articles = [
    ...(pools.byTopCategory.get('jarnhandel') ?? []),
    ...(pools.byTopCategory.get('tra-och-skivor') ?? []),
  ]
  if (userId === undefined || customer === undefined || articles.length < 6) return ids.size
  const [a1, a2, a3, a4, a5, a6] = articles as [string, string, string, string, string, string]

  // Real names, units and list prices for the history rows.
  const picked = [a1, a2, a3, a4, a5, a6]
  const variantDocs = await payload.find({
    collection: 'variants',
    where: { articleNumber: { in: picked } },
    limit: picked.length,
    depth: 0,
    overrideAccess: true,
  })
  const priceDocs = await payload.find({
    collection: 'prices',
    where: { and: [{ articleNumber: { in: picked } }, { customer: { exists: false } }] },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const info = (articleNumber: string) => {
    const v = variantDocs.docs.find((d) => d.articleNumber === articleNumber)
    const p = priceDocs.docs.find((d) => d.articleNumber === articleNumber)
    return {
      name: v?.name ?? articleNumber,
      unit: v?.webSalesUnit?.unit ?? 'st',
      netPrice: p?.netPrice ?? 0,
      salesPrice: p?.salesPrice ?? 0,
    }
  }

  const existingLists = await payload.count({
    collection: 'favorite-lists',
    where: { user: { equals: userId } },
    overrideAccess: true,
  })
  if (existingLists.totalDocs > 0) return ids.size

  // Shopping lists: Ulla's own private list, one a colleague shares with customer 10001, and one of
  // another customer's (10003) that neither of them may see.
  const demoLists: Array<{
    owner: string
    customerId: string
    favoriteName: string
    access: 'private' | 'shared'
    items: Array<[string, number]>
  }> = [
    {
      owner: 'user@demo.test',
      customerId: '10001',
      favoriteName: 'Altanbygget',
      access: 'private',
      items: [
        [a1, 10],
        [a2, 4],
        [a3, 1],
      ],
    },
    {
      owner: 'kollega@demo.test',
      customerId: '10001',
      favoriteName: 'Standardbeställning',
      access: 'shared',
      items: [
        [a4, 20],
        [a5, 2],
      ],
    },
    {
      owner: 'noprices@demo.test',
      customerId: '10003',
      favoriteName: 'Verkstadens påfyllning',
      access: 'private',
      items: [[a6, 5]],
    },
  ]
  for (const demoList of demoLists) {
    const owner = ids.get(demoList.owner)
    const listCustomer = customerIds.get(demoList.customerId)
    if (owner === undefined || listCustomer === undefined) continue
    const list = await payload.create({
      collection: 'favorite-lists',
      data: { favoriteName: demoList.favoriteName, access: demoList.access, user: owner, customer: listCustomer },
      ...demoWrite,
    })
    for (const [articleNumber, quantity] of demoList.items) {
      await payload.create({
        collection: 'favorite-list-items',
        data: { list: list.id, articleNumber, quantity },
        ...demoWrite,
      })
    }
  }
  for (const articleNumber of [a1, a5]) {
    await payload.create({
      collection: 'user-favorites',
      data: { user: userId, articleNumber },
      ...demoWrite,
    })
  }

  const cart = await payload.create({
    collection: 'carts',
    data: {
      cartId: 'demo-cart-user',
      user: userId,
      customer,
      project,
      status: 'active',
      deliveryIdsInOrder: ['DBI', 'EXH'],
    },
    ...demoWrite,
  })
  for (const [articleNumber, deliveryId, quantity] of [
    [a2, 'DBI', 6],
    [a3, 'DBI', 2],
    [a6, 'EXH', 1],
  ] as const) {
    await payload.create({
      collection: 'cart-items',
      data: { cart: cart.id, articleNumber, deliveryId, quantity, label: 'Demo' },
      ...demoWrite,
    })
  }

  const day = 24 * 60 * 60 * 1000
  for (const [n, [deliveryId, daysAgo]] of (
    [
      ['DBI', 12],
      ['EXH', 40],
    ] as const
  ).entries()) {
    const placedAt = new Date(now.getTime() - daysAgo * day).toISOString()
    const items = [
      { articleNumber: a1, name: info(a1).name, quantity: 10, unit: info(a1).unit, netPrice: info(a1).netPrice },
      { articleNumber: a4, name: info(a4).name, quantity: 2, unit: info(a4).unit, netPrice: info(a4).netPrice },
    ]
    const net = items.reduce((sum, i) => sum + i.quantity * (i.netPrice ?? 0), 0)
    await payload.create({
      collection: 'orders',
      data: {
        orderId: `D${String(700_001 + n)}`,
        tempOrderId: `T-demo-${n + 1}`,
        user: userId,
        customer,
        project,
        deliveryId,
        status: n === 0 ? 'confirmed' : 'delivered',
        orderItems: items,
        orderDetails: {
          warehouseId: deliveryId === 'EXH' ? '101' : '900',
          storeId: deliveryId === 'EXH' ? '101' : null,
          requestedDeliveryDate: placedAt.slice(0, 10),
        },
        totals: {
          net: Math.round(net * 100) / 100,
          vat: Math.round(net * 25) / 100,
          gross: Math.round(net * 125) / 100,
          currency: 'SEK',
        },
        idempotencyKey: `demo-order-${n + 1}`,
        placedAt,
      },
      ...demoWrite,
    })
  }

  // An order of noprices@demo.test's customer, stored with its real prices as checkout stores them: its
  // order views must show the lines and hide every amount from that user (EJ_SE_PRISER, EJ_SE_RABATTER).
  const noPricesUser = ids.get('noprices@demo.test')
  const noPricesCustomer = customerIds.get('10003')
  if (noPricesUser !== undefined && noPricesCustomer !== undefined) {
    const placedAt = new Date(now.getTime() - 5 * day).toISOString()
    const items = [a2, a3].map((articleNumber, i) => ({
      articleNumber,
      name: info(articleNumber).name,
      quantity: 4 + i,
      unit: info(articleNumber).unit,
      netPrice: info(articleNumber).netPrice,
    }))
    const net = Math.round(items.reduce((sum, i) => sum + i.quantity * i.netPrice, 0) * 100) / 100
    await payload.create({
      collection: 'orders',
      data: {
        orderId: 'D700003',
        tempOrderId: 'T-demo-3',
        user: noPricesUser,
        customer: noPricesCustomer,
        deliveryId: 'DBI',
        status: 'confirmed',
        orderItems: items,
        orderDetails: { warehouseId: '900', requestedDeliveryDate: placedAt.slice(0, 10), brand: 'nordbygg' },
        totals: { net, vat: Math.round(net * 25) / 100, gross: Math.round(net * 125) / 100, currency: 'SEK' },
        idempotencyKey: 'demo-order-3',
        placedAt,
      },
      ...demoWrite,
    })
  }

  await payload.create({
    collection: 'quotes',
    data: {
      quoteId: 'Q-DEMO-0001',
      status: 'draft',
      user: userId,
      customer,
      finalMessage: 'Tack för förfrågan! Offerten gäller i 30 dagar.',
      validFrom: now.toISOString(),
      validFor: 30,
      sender: {
        name: 'Byggmästarna i Umeå AB',
        organizationNumber: '556100-0000',
        reference: 'Ulla Användare',
        address: 'Industrigatan 4\n901 32 Umeå',
      },
      receiver: {
        type: 'private',
        label: 'Villa Sandbacka',
        name: 'Familjen Sandberg',
        contactPerson: 'Eva Sandberg',
        address: 'Sandbackavägen 3\n903 38 Umeå',
      },
      priceType: 'gross',
      mergeArticles: false,
      showDiscounts: true,
      items: [
        {
          articleNumber: a1,
          articleName: info(a1).name,
          quantity: 24,
          markup: 15,
          salesDiscount: 0,
          netPrice: info(a1).netPrice,
          salesPrice: info(a1).salesPrice,
        },
        {
          articleNumber: a2,
          articleName: info(a2).name,
          quantity: 3,
          markup: 20,
          salesDiscount: 5,
          netPrice: info(a2).netPrice,
          salesPrice: info(a2).salesPrice,
        },
      ],
      customItems: [
        { customItemName: 'Arbete altanbygge', vatRate: 25, isRot: true, quantity: 16, price: 550, unit: 'tim' },
      ],
    },
    ...demoWrite,
  })
  return ids.size
}
