import { CART_LIMIT, issuePath, z } from '@shop/schemas'
import { ok, type Result } from '../result'
import { at, child, children, cxmlRefused, readCxmlTree, textAt, type XmlElement } from './cxml-read'

/**
 * The two cXML requests the shop serves, read from a document the safe reader accepted: a
 * PunchOutSetupRequest (a buyer opens the shop from the procurement system) and an OrderRequest (the
 * procurement system orders what a punch-out cart carried); and, for tests and the test buyer page,
 * the PunchOutOrderMessage the shop itself sends. The tree is first gathered into plain
 * values, then zod decides what is required and well-formed, so a bad request is answered with the
 * fields at fault named, like every other input of the shop.
 */

const text = z.string().trim().min(1)
const credentialSchema = z.object({ domain: text, identity: text })
export type CxmlCredential = z.infer<typeof credentialSchema>

const headerSchema = z.object({
  from: z.array(credentialSchema).min(1),
  to: z.array(credentialSchema).min(1),
  sender: credentialSchema.extend({ sharedSecret: z.string().optional(), userAgent: z.string().optional() }),
})
export type CxmlHeader = z.infer<typeof headerSchema>

/** cXML money: a currency code and a decimal with a point. */
const moneySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
})
export type CxmlMoney = z.infer<typeof moneySchema>

const addressSchema = z.object({
  addressID: z.string().optional(),
  name: z.string().optional(),
  deliverTo: z.array(z.string()),
  street: z.array(z.string()),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  countryCode: z.string().optional(),
  email: z.string().optional(),
})
export type CxmlAddress = z.infer<typeof addressSchema>

const documentFields = {
  payloadID: text,
  timestamp: z.iso.datetime({ offset: true }),
  header: headerSchema,
}

const setupSchema = z.object({
  kind: z.literal('setup'),
  ...documentFields,
  operation: z.enum(['create', 'edit', 'inspect']),
  buyerCookie: text,
  /** Where the PunchOutOrderMessage is posted back (cxml-urlencoded). */
  browserFormPostUrl: z.url({ protocol: /^https?$/ }),
  /** Extrinsics by name: UserEmail, UniqueName, CostCenter… */
  extrinsics: z.record(z.string(), z.string()),
  shipTo: addressSchema.optional(),
  /** For edit and inspect: the cart the procurement system hands back, by article and quantity. */
  lines: z.array(
    z.object({
      lineNumber: z.coerce.number().int().positive(),
      quantity: z.coerce.number().positive(),
      supplierPartID: text,
    }),
  ),
})
export type PunchOutSetupRequest = z.infer<typeof setupSchema>

/** What every line carries, an order's (ItemOut) and a punch-out cart's (ItemIn). */
const lineFields = {
  lineNumber: z.coerce.number().int().positive(),
  supplierPartID: text,
  description: z.string(),
  unitOfMeasure: text,
}

/**
 * An order's line keeps its quantity and price as the procurement system wrote them: the order rule
 * (order-lines.ts) judges them against the shop's own article and price, and its refusal names the
 * line, which a refusal of the fields here could not do in words a buyer reads.
 */
const orderLineSchema = z.object({
  lineNumber: lineFields.lineNumber,
  quantity: text,
  supplierPartID: text,
  unitPrice: z.object({ currency: text, amount: text }),
  /** ItemDetail's PriceBasisQuantity: the price is for `quantity` units (× conversionFactor). */
  priceBasis: z.object({ quantity: text, conversionFactor: z.string().trim().optional() }).optional(),
  description: lineFields.description,
  unitOfMeasure: lineFields.unitOfMeasure,
})
export type CxmlOrderLine = z.infer<typeof orderLineSchema>

const orderSchema = z.object({
  kind: z.literal('order'),
  ...documentFields,
  orderID: text,
  orderDate: z.iso.datetime({ offset: true }),
  /** Only new orders are served; a change or a cancellation goes to customer service. */
  type: z.literal('new'),
  total: moneySchema,
  shipTo: addressSchema.optional(),
  comments: z.string().optional(),
  /** A punch-out cart holds at most a cart's lines; more is no order the shop sent. */
  lines: z.array(orderLineSchema).min(1).max(CART_LIMIT),
})
export type CxmlOrderRequest = z.infer<typeof orderSchema>

export type CxmlRequest = PunchOutSetupRequest | CxmlOrderRequest

const messageLineSchema = z.object({
  ...lineFields,
  quantity: z.coerce.number().positive(),
  unitPrice: moneySchema,
  /** Classifications by domain: MaterialGroup… */
  classifications: z.record(z.string(), z.string()),
  leadTimeDays: z.coerce.number().int().min(0).optional(),
  extrinsics: z.record(z.string(), z.string()),
})
export type CxmlMessageLine = z.infer<typeof messageLineSchema>

const orderMessageSchema = z.object({
  kind: z.literal('message'),
  ...documentFields,
  buyerCookie: text,
  operationAllowed: z.enum(['create', 'edit', 'inspect']),
  total: moneySchema,
  lines: z.array(messageLineSchema),
})
export type CxmlOrderMessage = z.infer<typeof orderMessageSchema>

const credentials = (element: XmlElement | undefined) =>
  children(element, 'Credential').map((credential) => ({
    domain: credential.attributes.domain,
    identity: textAt(credential, 'Identity'),
  }))

function header(root: XmlElement) {
  const head = child(root, 'Header')
  const sender = at(head, 'Sender')
  return {
    from: credentials(child(head, 'From')),
    to: credentials(child(head, 'To')),
    sender: {
      ...credentials(sender)[0],
      sharedSecret: textAt(sender, 'Credential', 'SharedSecret'),
      userAgent: textAt(sender, 'UserAgent'),
    },
  }
}

const money = (element: XmlElement | undefined) => {
  const amount = child(element, 'Money')
  return amount && { currency: amount.attributes.currency, amount: amount.text.trim() }
}

function address(shipTo: XmlElement | undefined) {
  const element = child(shipTo, 'Address')
  if (!element) return undefined
  const postal = child(element, 'PostalAddress')
  const texts = (name: string) => children(postal, name).map((line) => line.text.trim())
  return {
    addressID: element.attributes.addressID,
    name: textAt(element, 'Name'),
    deliverTo: texts('DeliverTo'),
    street: texts('Street'),
    city: textAt(postal, 'City'),
    postalCode: textAt(postal, 'PostalCode'),
    countryCode: child(postal, 'Country')?.attributes.isoCountryCode,
    email: textAt(element, 'Email'),
  }
}

const extrinsics = (element: XmlElement | undefined) =>
  Object.fromEntries(
    children(element, 'Extrinsic').map((extrinsic) => [extrinsic.attributes.name, extrinsic.text.trim()]),
  )

function setupRequest(request: XmlElement) {
  return {
    kind: 'setup',
    operation: request.attributes.operation,
    buyerCookie: textAt(request, 'BuyerCookie'),
    browserFormPostUrl: textAt(request, 'BrowserFormPost', 'URL'),
    extrinsics: extrinsics(request),
    shipTo: address(child(request, 'ShipTo')),
    lines: children(request, 'ItemOut').map(itemLine),
  }
}

const priceBasis = (basis: XmlElement | undefined) =>
  basis
    ? { priceBasis: { quantity: basis.attributes.quantity, conversionFactor: basis.attributes.conversionFactor } }
    : {}

/**
 * One ItemOut (an order's line) or ItemIn (a punch-out cart's line): cXML gives both the same shape,
 * so one reader serves both and each schema keeps what its document carries.
 */
function itemLine(item: XmlElement, index: number) {
  const detail = child(item, 'ItemDetail')
  return {
    lineNumber: item.attributes.lineNumber ?? index + 1,
    quantity: item.attributes.quantity,
    supplierPartID: textAt(item, 'ItemID', 'SupplierPartID'),
    unitPrice: money(child(detail, 'UnitPrice')),
    description: textAt(detail, 'Description') ?? '',
    unitOfMeasure: textAt(detail, 'UnitOfMeasure'),
    ...priceBasis(child(detail, 'PriceBasisQuantity')),
    classifications: Object.fromEntries(
      children(detail, 'Classification').map((classification) => [
        classification.attributes.domain,
        classification.text.trim(),
      ]),
    ),
    leadTimeDays: textAt(detail, 'LeadTime'),
    extrinsics: extrinsics(detail),
  }
}

function orderRequest(request: XmlElement) {
  const head = child(request, 'OrderRequestHeader')
  return {
    kind: 'order',
    orderID: head?.attributes.orderID,
    orderDate: head?.attributes.orderDate,
    type: head?.attributes.type ?? 'new',
    total: money(child(head, 'Total')),
    shipTo: address(child(head, 'ShipTo')),
    comments: textAt(head, 'Comments'),
    lines: children(request, 'ItemOut').map(itemLine),
  }
}

function orderMessage(message: XmlElement) {
  const head = child(message, 'PunchOutOrderMessageHeader')
  return {
    kind: 'message',
    buyerCookie: textAt(message, 'BuyerCookie'),
    operationAllowed: head?.attributes.operationAllowed,
    total: money(child(head, 'Total')),
    lines: children(message, 'ItemIn').map(itemLine),
  }
}

type Reader<T> = { read: (body: XmlElement) => object; schema: z.ZodType<T> }

/**
 * The body of a document read by one of `readers`, chosen by the element under `container`
 * (Request or Message), with the root's payloadID, timestamp and Header added; or why not.
 */
function parseDocument<T>(xml: string, container: string, readers: Record<string, Reader<T>>): Result<T> {
  const tree = readCxmlTree(xml)
  if (!tree.ok) return tree
  const root = tree.value
  const body = child(root, container)?.children[0]
  const reader = root.name === 'cXML' && body && Object.hasOwn(readers, body.name) ? readers[body.name] : undefined
  if (!reader || !body) return cxmlRefused('request')
  const parsed = reader.schema.safeParse({
    ...reader.read(body),
    payloadID: root.attributes.payloadID,
    timestamp: root.attributes.timestamp,
    header: header(root),
  })
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }))
    return cxmlRefused('fields', issues)
  }
  return ok(parsed.data)
}

/** The requests the shop serves, by the element cXML names them with. */
const REQUESTS: Record<string, Reader<CxmlRequest>> = {
  PunchOutSetupRequest: { read: setupRequest, schema: setupSchema },
  OrderRequest: { read: orderRequest, schema: orderSchema },
}

/**
 * A cXML document as the request it is, or why it is refused: not XML, a refused doctype or entity
 * (cxml-read.ts), not a request the shop serves, or a request missing what it must carry. Never throws.
 */
export function parseCxml(xml: string): Result<CxmlRequest> {
  return parseDocument(xml, 'Request', REQUESTS)
}

/**
 * A PunchOutOrderMessage read back, as a procurement system reads the cart: for the test buyer page
 * and for tests that check what the shop sent. Never throws.
 */
export function parseOrderMessage(xml: string): Result<CxmlOrderMessage> {
  return parseDocument(xml, 'Message', { PunchOutOrderMessage: { read: orderMessage, schema: orderMessageSchema } })
}

const responseSchema = z.object({
  payloadID: text,
  code: z.coerce.number().int(),
  /** The standard text of the code (OK, Unauthorized…). */
  text: z.string(),
  /** The reason a refusal gives, in the Status element's content. */
  message: z.string().optional(),
  /** A setup's answer: where the buyer's browser starts its session. */
  startPageUrl: z.string().optional(),
})
export type CxmlResponse = z.infer<typeof responseSchema>

/**
 * A Response read back, as a procurement system reads the shop's answer: its status and, for a
 * setup, the StartPage. For the test buyer page and for tests. Never throws.
 */
export function parseResponse(xml: string): Result<CxmlResponse> {
  const tree = readCxmlTree(xml)
  if (!tree.ok) return tree
  const response = child(tree.value, 'Response')
  const status = child(response, 'Status')
  if (tree.value.name !== 'cXML' || !status) return cxmlRefused('request')
  const parsed = responseSchema.safeParse({
    payloadID: tree.value.attributes.payloadID,
    code: status.attributes.code,
    text: status.attributes.text ?? '',
    message: status.text.trim() || undefined,
    startPageUrl: textAt(response, 'PunchOutSetupResponse', 'StartPage', 'URL'),
  })
  return parsed.success ? ok(parsed.data) : cxmlRefused('fields')
}
