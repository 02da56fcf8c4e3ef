/**
 * cXML requests as a buying organisation's procurement system sends them (Ariba's shape), for tests:
 * the shop's demo organisation of tenants/nordbygg/punchout.json unless told otherwise. The values are
 * the tests' own, so a template is enough here; the shop itself writes XML with a builder.
 */

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">'
export const DEMO_ORGANISATION = 'AN01000010007'
export const DEMO_SECRET = 'demo-cxml-secret'
/** Nordbygg's second cXML organisation (customer 10014, Gävle Bygg & Montage) and its secret. */
export const GAVLE_ORGANISATION = 'AN01000010014'
export const GAVLE_SECRET = 'demo-cxml-secret-gavle'

interface Parties {
  payloadID: string
  secret?: string
  identity?: string
}

function header({ secret = DEMO_SECRET, identity = DEMO_ORGANISATION }: Parties): string {
  return `<Header>
    <From><Credential domain="NetworkID"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential>
      <UserAgent>Procurement test 1.0</UserAgent>
    </Sender>
  </Header>`
}

const envelope = (parties: Parties, request: string) => `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="${parties.payloadID}" timestamp="2026-11-24T12:00:00+01:00" xml:lang="sv-SE">
  ${header(parties)}
  <Request deploymentMode="production">${request}</Request>
</cXML>`

export function setupRequest(parties: Parties & { buyerCookie: string; formPost: string; userEmail?: string }): string {
  return envelope(
    parties,
    `<PunchOutSetupRequest operation="create">
      <BuyerCookie>${parties.buyerCookie}</BuyerCookie>
      ${parties.userEmail ? `<Extrinsic name="UserEmail">${parties.userEmail}</Extrinsic>` : ''}
      <BrowserFormPost><URL>${parties.formPost}</URL></BrowserFormPost>
      <SupplierSetup><URL>https://nordbygg.example/punchout/cxml/setup</URL></SupplierSetup>
    </PunchOutSetupRequest>`,
  )
}

/**
 * One ItemOut: a number is written as a procurement system writes it (a price with two decimals), a
 * string exactly as given, so a test can send what a careless or hostile system would (`1e1`, `-500.00`).
 */
export interface OrderLine {
  articleNumber: string
  quantity: number | string
  price: number | string
  currency?: string
  unit?: string
}

const amount = (value: number | string) => (typeof value === 'number' ? value.toFixed(2) : value)

export function orderRequest(parties: Parties & { orderID: string; lines: OrderLine[] }): string {
  const total = parties.lines.reduce((sum, line) => sum + Number(line.quantity) * Number(line.price), 0)
  return envelope(
    parties,
    `<OrderRequest>
      <OrderRequestHeader orderID="${parties.orderID}" orderDate="2026-11-24T12:00:00+01:00" type="new">
        <Total><Money currency="SEK">${Number.isFinite(total) ? total.toFixed(2) : '0.00'}</Money></Total>
        <Comments xml:lang="sv">Ring före leverans.</Comments>
      </OrderRequestHeader>
      ${parties.lines
        .map(
          (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
        <ItemID><SupplierPartID>${line.articleNumber}</SupplierPartID></ItemID>
        <ItemDetail>
          <UnitPrice><Money currency="${line.currency ?? 'SEK'}">${amount(line.price)}</Money></UnitPrice>
          <Description xml:lang="sv">Artikel ${line.articleNumber}</Description>
          <UnitOfMeasure>${line.unit ?? 'ST'}</UnitOfMeasure>
        </ItemDetail>
      </ItemOut>`,
        )
        .join('\n')}
    </OrderRequest>`,
  )
}

/** The classic XXE: an external entity reading a local file. */
export const XXE_REQUEST = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<cXML payloadID="xxe@test" timestamp="2026-11-24T12:00:00+01:00">
  <Header><From><Credential domain="NetworkID"><Identity>&xxe;</Identity></Credential></From></Header>
</cXML>`
