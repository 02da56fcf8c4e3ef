import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { punchoutConfigSchema } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import {
  buyingOrganisation,
  cxmlStatusOf,
  orderResponse,
  parseCxml,
  parseOrderMessage,
  parseResponse,
  punchOutOrderMessage,
  readCxmlTree,
  setupRequest,
  setupResponse,
  sharedSecretMatches,
  statusResponse,
} from './cxml'
import { exportItems, type OciLine } from './export-items'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
const SETUP = fixture('setup-request.xml')
const ORDER = fixture('order-request.xml')
/** The second line of the order fixture, which the cart of the round trip also carries. */
const BOARDS_LINE = {
  lineNumber: 2,
  quantity: 12.5,
  supplierPartID: '200345',
  unitPrice: { currency: 'SEK', amount: 35.84 },
  description: 'Konstruktionsvirke 45x95',
  unitOfMeasure: 'M',
}
const stamp = { payloadID: '1764000000000.42@nordbygg.example', timestamp: new Date('2026-11-24T12:00:00.250Z') }

const okValue = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.failure))
  return result.value
}
const failureOf = (result: { ok: boolean; failure?: { details?: Record<string, unknown>; issues?: unknown } }) => ({
  reason: result.failure?.details?.reason,
  status: result.failure?.details?.status,
  issues: result.failure?.issues,
})

describe('reading a PunchOutSetupRequest', () => {
  it('reads an Ariba-style setup request: credentials, cookie, operation, return address, extrinsics, ship-to', () => {
    expect(okValue(parseCxml(SETUP))).toEqual({
      kind: 'setup',
      payloadID: '1732449600123.4711.8@ariba.example',
      timestamp: '2026-11-24T13:00:00+01:00',
      header: {
        from: [
          { domain: 'NetworkID', identity: 'AN01000010007' },
          { domain: 'DUNS', identity: '123456789' },
        ],
        to: [{ domain: 'NetworkID', identity: 'AN01000000001' }],
        sender: {
          domain: 'NetworkID',
          identity: 'AN01000010007',
          sharedSecret: 'demo-cxml-secret',
          userAgent: 'Ariba Buyer 9r1',
        },
      },
      operation: 'create',
      buyerCookie: '34234234ADFSDF234234',
      browserFormPostUrl: 'https://ariba.example/punchout/return?session=abc&step=2',
      extrinsics: { UserEmail: 'punchout@demo.test', UniqueName: 'pia.punchout', CostCenter: '610 & 620' },
      shipTo: {
        addressID: 'VE-GBG-01',
        name: 'Västkustens Entreprenad AB',
        deliverTo: ['Pia Punchout', 'Bygge Kvarnen'],
        street: ['Hamngatan 12'],
        city: 'Göteborg',
        postalCode: '411 06',
        countryCode: 'SE',
        email: 'inkop@vastkusten.example',
      },
      lines: [],
    })
  })

  it('reads the cart an edit request hands back', () => {
    const edit = SETUP.replace('operation="create"', 'operation="edit"').replace(
      '</PunchOutSetupRequest>',
      `<ItemOut quantity="3" lineNumber="1"><ItemID><SupplierPartID>100234</SupplierPartID></ItemID></ItemOut>
       <ItemOut quantity="12.5"><ItemID><SupplierPartID>200345</SupplierPartID></ItemID></ItemOut>
       </PunchOutSetupRequest>`,
    )
    expect(okValue(parseCxml(edit))).toMatchObject({
      operation: 'edit',
      lines: [
        { lineNumber: 1, quantity: 3, supplierPartID: '100234' },
        { lineNumber: 2, quantity: 12.5, supplierPartID: '200345' },
      ],
    })
  })

  it('reads a minimal one: no ship-to, no extrinsics, edit', () => {
    const minimal = SETUP.replace(/<ShipTo>[\s\S]*<\/ShipTo>/, '')
      .replace(/<Extrinsic[^>]*>[^<]*<\/Extrinsic>/g, '')
      .replace('operation="create"', 'operation="edit"')
    const setup = okValue(parseCxml(minimal))
    expect(setup).toMatchObject({ kind: 'setup', operation: 'edit', extrinsics: {} })
    expect(setup.kind === 'setup' && setup.shipTo).toBeUndefined()
  })

  it('names the fields a setup request lacks or gets wrong', () => {
    const broken = SETUP.replace('<BuyerCookie>34234234ADFSDF234234</BuyerCookie>', '')
      .replace('operation="create"', 'operation="delete"')
      .replace('https://ariba.example/punchout/return?session=abc&amp;step=2', 'javascript:alert(1)')
      .replace('<SharedSecret>demo-cxml-secret</SharedSecret>', '')
    const failure = failureOf(parseCxml(broken))
    expect(failure).toMatchObject({ reason: 'fields', status: 400 })
    expect((failure.issues as { path: string }[]).map((issue) => issue.path)).toEqual([
      'operation',
      'buyerCookie',
      'browserFormPostUrl',
    ])
    // A missing secret is the caller's 401 to answer, not a malformed request.
    expect(
      okValue(parseCxml(SETUP.replace('<SharedSecret>demo-cxml-secret</SharedSecret>', ''))).header.sender,
    ).toEqual({ domain: 'NetworkID', identity: 'AN01000010007', userAgent: 'Ariba Buyer 9r1' })
  })
})

describe('reading an OrderRequest', () => {
  it('reads header, total, ship-to, comments and each ItemOut line', () => {
    expect(okValue(parseCxml(ORDER))).toMatchObject({
      kind: 'order',
      payloadID: '1732453200456.9911.3@ariba.example',
      timestamp: '2026-11-24T14:00:00+01:00',
      header: { from: [{ domain: 'NetworkID', identity: 'AN01000010007' }] },
      orderID: 'PO-2026-0042',
      orderDate: '2026-11-24T13:55:00+01:00',
      type: 'new',
      total: { currency: 'SEK', amount: 1016.5 },
      shipTo: { addressID: 'VE-GBG-01', city: 'Göteborg', postalCode: '411 06', deliverTo: ['Pia Punchout'] },
      comments: 'Leverans till grind 3, ring före.',
      lines: [
        // An order's quantity and price stay as written: the order rule (order-lines.ts) judges them.
        {
          lineNumber: 1,
          quantity: '3',
          supplierPartID: '100234',
          unitPrice: { currency: 'SEK', amount: '189.50' },
          description: 'Träskruv 4,2x55 200 st',
          unitOfMeasure: 'ST',
        },
        // The ShortName is a child of its own; the description is the element's own text.
        { ...BOARDS_LINE, quantity: '12.5', unitPrice: { currency: 'SEK', amount: '35.84' } },
      ],
    })
  })

  it('keeps to what an order carries (no punch-out cart fields)', () => {
    const order = okValue(parseCxml(ORDER))
    expect(order.kind === 'order' && Object.keys(order.lines[0] ?? {})).toEqual([
      'lineNumber',
      'quantity',
      'supplierPartID',
      'unitPrice',
      'description',
      'unitOfMeasure',
    ])
  })

  it('reads a PriceBasisQuantity, which says what quantity the price is for', () => {
    const per100 = ORDER.replace(
      '<UnitOfMeasure>ST</UnitOfMeasure>',
      '<UnitOfMeasure>ST</UnitOfMeasure><PriceBasisQuantity quantity="100" conversionFactor="1"><UnitOfMeasure>ST</UnitOfMeasure></PriceBasisQuantity>',
    )
    const order = okValue(parseCxml(per100))
    expect(order.kind === 'order' && order.lines.map((line) => line.priceBasis)).toEqual([
      { quantity: '100', conversionFactor: '1' },
      undefined,
    ])
  })

  it('refuses an order that is not new, has no lines, or a line without a price', () => {
    expect(failureOf(parseCxml(ORDER.replace('type="new"', 'type="delete"'))).issues).toEqual([
      { path: 'type', message: expect.any(String) },
    ])
    expect(failureOf(parseCxml(ORDER.replace(/<ItemOut[\s\S]*<\/ItemOut>/, ''))).issues).toEqual([
      { path: 'lines', message: expect.any(String) },
    ])
    expect(failureOf(parseCxml(ORDER.replace('<Money currency="SEK">189.50</Money>', ''))).issues).toEqual([
      { path: 'lines[0].unitPrice', message: expect.any(String) },
    ])
    expect(failureOf(parseCxml(ORDER.replace('quantity="3"', 'quantity=" "'))).issues).toEqual([
      { path: 'lines[0].quantity', message: expect.any(String) },
    ])
    const many = ORDER.replace(/<ItemOut[\s\S]*?<\/ItemOut>/, (line) => line.repeat(301))
    expect(failureOf(parseCxml(many)).issues).toEqual([{ path: 'lines', message: expect.any(String) }])
  })
})

describe('what parseCxml refuses', () => {
  it('refuses an XXE payload in a real request before reading it', () => {
    const xxe = SETUP.replace(
      /<!DOCTYPE[^>]*>/,
      '<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>',
    ).replace('34234234ADFSDF234234', '&xxe;')
    expect(failureOf(parseCxml(xxe))).toMatchObject({ reason: 'doctype', status: 400 })
  })

  it('refuses a document that is no request the shop serves with 406', () => {
    const profile = SETUP.replace(/<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/, '<ProfileRequest/>')
    expect(failureOf(parseCxml(profile))).toMatchObject({ reason: 'request', status: 406 })
    expect(failureOf(parseCxml('<notcXML><Request><OrderRequest/></Request></notcXML>'))).toMatchObject({
      reason: 'request',
    })
    expect(failureOf(parseCxml('<cXML/>'))).toMatchObject({ reason: 'request' })
    expect(failureOf(parseCxml('<<<'))).toMatchObject({ reason: 'xml', status: 400 })
  })

  it('tells the route which cXML status answers a refusal', () => {
    const refusal = (xml: string) => {
      const result = parseCxml(xml)
      if (result.ok) throw new Error('accepted')
      return cxmlStatusOf(result.failure)
    }
    expect(refusal('<cXML/>')).toBe(406)
    expect(refusal('<!DOCTYPE x [ <!ENTITY a "b"> ]><x/>')).toBe(400)
    expect(cxmlStatusOf({ kind: 'invalid', error: 'errors.bad_request' })).toBe(400)
  })
})

describe('the documents the shop sends', () => {
  it('answers a setup request with the start page, under the standard prologue', () => {
    expect(
      setupResponse({ ...stamp, startPageUrl: 'https://nordbygg.example/punchout/start?token=a&b=1' }),
    ).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1764000000000.42@nordbygg.example" timestamp="2026-11-24T12:00:00+00:00" xml:lang="sv-SE" version="1.2.014">
  <Response>
    <Status code="200" text="OK"/>
    <PunchOutSetupResponse>
      <StartPage>
        <URL>https://nordbygg.example/punchout/start?token=a&amp;b=1</URL>
      </StartPage>
    </PunchOutSetupResponse>
  </Response>
</cXML>
`)
  })

  it('answers a refusal with its code, the standard text and a Swedish reason, escaped', () => {
    const refusal = statusResponse({ ...stamp, code: 401, message: 'Fel delad hemlighet för <AN01000010007>.' })
    expect(refusal).toContain(
      '<Status code="401" text="Unauthorized" xml:lang="sv">Fel delad hemlighet för &lt;AN01000010007&gt;.</Status>',
    )
    expect(statusResponse({ ...stamp, code: 409 })).toContain('<Status code="409" text="Conflict"/>')
    expect(orderResponse(stamp)).toContain('<Status code="200" text="OK"/>')
    expect(orderResponse(stamp)).toBe(statusResponse({ ...stamp, code: 200 }))
  })

  it('reads its answers back as a procurement system does: status, reason, start page', () => {
    expect(okValue(parseResponse(setupResponse({ ...stamp, startPageUrl: 'https://x.example/s?a=1&b=2' })))).toEqual({
      payloadID: stamp.payloadID,
      code: 200,
      text: 'OK',
      startPageUrl: 'https://x.example/s?a=1&b=2',
    })
    expect(okValue(parseResponse(statusResponse({ ...stamp, code: 401, message: 'Fel <hemlighet>.' })))).toEqual({
      payloadID: stamp.payloadID,
      code: 401,
      text: 'Unauthorized',
      message: 'Fel <hemlighet>.',
    })
    expect(parseResponse(SETUP)).toMatchObject({ ok: false, failure: { details: { reason: 'request' } } })
  })

  it('reads back every document it writes with its own safe reader', () => {
    for (const document of [setupResponse({ ...stamp, startPageUrl: 'https://x.example/' }), orderResponse(stamp)]) {
      expect(parseCxml(document)).toMatchObject({ ok: false, failure: { details: { reason: 'request' } } })
    }
  })
})

describe('a PunchOutSetupRequest the test buyer page sends', () => {
  const request = {
    ...stamp,
    from: [{ domain: 'NetworkID', identity: 'AN01000010007' }],
    to: [{ domain: 'NetworkID', identity: 'nordbygg' }],
    sender: { domain: 'NetworkID', identity: 'AN01000010007', sharedSecret: 'hemlig <&> "nyckel"' },
    operation: 'create' as const,
    buyerCookie: 'testköpare-1',
    browserFormPostUrl: 'https://nordbygg.example/punchout/test-buyer/received?a=1&b=2',
    extrinsics: { UserEmail: 'punchout.gavle@demo.test' },
  }

  it('is read back by the shop as the request it was built from, every value escaped', () => {
    const xml = setupRequest(request)
    expect(xml).toContain('<SharedSecret>hemlig &lt;&amp;&gt; &quot;nyckel&quot;</SharedSecret>')
    expect(xml).toContain('<Request deploymentMode="test">')
    expect(okValue(parseCxml(xml))).toEqual({
      kind: 'setup',
      payloadID: stamp.payloadID,
      timestamp: '2026-11-24T12:00:00+00:00',
      header: {
        from: request.from,
        to: request.to,
        sender: { ...request.sender, userAgent: 'Testköpare' },
      },
      operation: 'create',
      buyerCookie: 'testköpare-1',
      browserFormPostUrl: request.browserFormPostUrl,
      extrinsics: { UserEmail: 'punchout.gavle@demo.test' },
      lines: [],
    })
  })

  it('leaves out the extrinsics and the secret when there are none', () => {
    const xml = setupRequest({ ...request, extrinsics: {}, sender: { domain: 'NetworkID', identity: 'X' } })
    expect(xml).not.toContain('Extrinsic')
    expect(xml).not.toContain('SharedSecret')
    expect(okValue(parseCxml(xml)).header.sender).toEqual({
      domain: 'NetworkID',
      identity: 'X',
      userAgent: 'Testköpare',
    })
  })
})

describe('the punch-out cart as a PunchOutOrderMessage', () => {
  const config = punchoutConfigSchema.parse({
    oci: {
      companies: [
        { company: 'Västkustens Entreprenad', units: { STK: 'ST' }, materialGroup: { from: 'lastBreadcrumbParent' } },
      ],
    },
  })
  const lines: OciLine[] = [
    {
      articleNumber: '100234',
      name: 'Träskruv 4,2x55 "Premium" <200 st> & brickor',
      quantity: 3,
      netPrice: 189.5,
      salesPriceUnit: 'stk',
      ssg: '12345',
      leadTimeDays: 4,
      breadcrumbParents: ['Järnhandel', 'Skruv'],
    },
    {
      articleNumber: '200345',
      name: 'Konstruktionsvirke 45x95',
      quantity: 12.5,
      netPrice: 35.84,
      salesPriceUnit: 'm',
      ssg: null,
      leadTimeDays: 0,
      breadcrumbParents: [],
    },
  ]
  const message = () =>
    punchOutOrderMessage({
      ...stamp,
      buyerCookie: '34234234ADFSDF234234',
      items: okValue(exportItems(lines, config, 'Västkustens Entreprenad')),
      from: [{ domain: 'NetworkID', identity: 'AN01000000001' }],
      to: [{ domain: 'NetworkID', identity: 'AN01000010007' }],
      sender: { domain: 'NetworkID', identity: 'AN01000000001' },
      operation: 'edit',
    })

  it('is the same document for the same input', () => {
    expect(message()).toBe(message())
    expect(message()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM /)
  })

  it("reads back with the parser as the company's export items: the round trip", () => {
    expect(okValue(parseOrderMessage(message()))).toEqual({
      kind: 'message',
      payloadID: '1764000000000.42@nordbygg.example',
      timestamp: '2026-11-24T12:00:00+00:00',
      header: {
        from: [{ domain: 'NetworkID', identity: 'AN01000000001' }],
        to: [{ domain: 'NetworkID', identity: 'AN01000010007' }],
        sender: { domain: 'NetworkID', identity: 'AN01000000001', userAgent: 'B2B-butiken' },
      },
      buyerCookie: '34234234ADFSDF234234',
      operationAllowed: 'edit',
      // 3 × 189.50 + 12.5 × 35.84
      total: { currency: 'SEK', amount: 1016.5 },
      lines: [
        {
          lineNumber: 1,
          quantity: 3,
          supplierPartID: '100234',
          unitPrice: { currency: 'SEK', amount: 189.5 },
          description: 'Träskruv 4,2x55 "Premium" <200 st> & brickor',
          unitOfMeasure: 'ST',
          classifications: { MaterialGroup: 'Skruv' },
          leadTimeDays: 4,
          extrinsics: { SSG: '12345', CustomField1: '40000000' },
        },
        {
          ...BOARDS_LINE,
          classifications: { MaterialGroup: '40000000' },
          leadTimeDays: 0,
          extrinsics: { CustomField1: '40000000' },
        },
      ],
    })
  })

  it('writes ItemIn as cXML orders it, with the description in Swedish', () => {
    const xml = message()
    expect(xml).toContain(
      '<Description xml:lang="sv">Träskruv 4,2x55 &quot;Premium&quot; &lt;200 st&gt; &amp; brickor</Description>',
    )
    expect(xml).toContain('<PunchOutOrderMessageHeader operationAllowed="edit">')
    const detail = xml.slice(xml.indexOf('<ItemDetail>'), xml.indexOf('</ItemDetail>'))
    const order = ['UnitPrice', 'Description', 'UnitOfMeasure', 'Classification', 'LeadTime', 'Extrinsic']
    expect(order.map((name) => detail.indexOf(`<${name}`))).toEqual(
      order.map((name) => detail.indexOf(`<${name}`)).sort((a, b) => a - b),
    )
  })

  it('drops control characters XML cannot carry, so the cart stays readable', () => {
    const items = okValue(exportItems(lines, config, null))
      .slice(0, 1)
      .map((item) => ({ ...item, description: 'Träskruv\u0000\u0007\tkort' }))
    const xml = punchOutOrderMessage({
      ...stamp,
      buyerCookie: 'kaka\u0001',
      items,
      from: [],
      to: [],
      sender: { domain: 'NetworkID', identity: 'AN01000000001' },
      operation: 'create',
    })
    expect(okValue(readCxmlTree(xml)).name).toBe('cXML')
    expect(xml).toContain('<Description xml:lang="sv">Träskruv\tkort</Description>')
    expect(xml).toContain('<BuyerCookie>kaka</BuyerCookie>')
  })

  it('is refused by the request parser: a cart is no request', () => {
    expect(failureOf(parseCxml(message()))).toMatchObject({ reason: 'request', status: 406 })
  })
})

describe('the buying organisation and its shared secret', () => {
  const digest = createHash('sha256').update('demo-cxml-secret').digest('hex')
  const config = punchoutConfigSchema.parse({
    oci: {},
    cxml: {
      buyingOrganisations: [
        {
          identity: 'AN01000010007',
          sharedSecretSha256: digest,
          company: 'Västkustens Entreprenad',
          customerNumber: '10007',
          defaultUser: 'punchout@demo.test',
        },
      ],
    },
  })

  it('compares a secret with its stored digest', () => {
    expect(sharedSecretMatches('demo-cxml-secret', digest)).toBe(true)
    expect(sharedSecretMatches('demo-cxml-secret', digest.toUpperCase())).toBe(true)
    expect(sharedSecretMatches('demo-cxml-secret ', digest)).toBe(false)
    expect(sharedSecretMatches('', digest)).toBe(false)
    expect(sharedSecretMatches(undefined, digest)).toBe(false)
    // A stored value that is no digest matches nothing rather than throwing.
    expect(sharedSecretMatches('demo-cxml-secret', 'abc')).toBe(false)
  })

  it('finds the organisation by any of the From credentials, the domain in any case', () => {
    const setup = okValue(parseCxml(SETUP))
    expect(buyingOrganisation(config, setup.header.from)?.customerNumber).toBe('10007')
    expect(buyingOrganisation(config, [{ domain: 'networkid', identity: 'AN01000010007' }])?.domain).toBe('NetworkID')
    expect(buyingOrganisation(config, [{ domain: 'DUNS', identity: 'AN01000010007' }])).toBeUndefined()
    expect(buyingOrganisation(punchoutConfigSchema.parse({ oci: {} }), setup.header.from)).toBeUndefined()
  })
})
