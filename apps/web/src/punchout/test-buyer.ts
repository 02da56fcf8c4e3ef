import 'server-only'
import { randomUUID } from 'node:crypto'
import { fail, ok, type Result } from '@shop/commerce'
import {
  type CxmlOrderMessage,
  type CxmlResponse,
  type CxmlStatusCode,
  parseOrderMessage,
  parseResponse,
  setupRequest,
} from '@shop/commerce/punchout/cxml'
import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { env } from '../env'
import { cxmlSetup, newPayloadId } from './cxml'

/**
 * The punch-out test buyer (issue 15): the page plays the procurement system against this brand,
 * by OCI or cXML, and its receiver shows what the shop's transfer posted back. It takes any
 * credentials and echoes what it gets, which a real deployment has no use for: outside production
 * only, as env.ts tells it (SHOP_ENV; the e2e app runs a production build with SHOP_ENV development).
 */

export const TEST_BUYER_PATH = '/punchout/test-buyer'
export const TEST_BUYER_CXML_PATH = `${TEST_BUYER_PATH}/cxml`
export const TEST_BUYER_RECEIVER_PATH = `${TEST_BUYER_PATH}/received`

export const testBuyerAvailable = (): boolean => env.SHOP_ENV !== 'production'

/** In production the page and its routes are not there at all. */
export const testBuyerMissing = () => fail('not_found', 'errors.not_found')

/** Who a test run names as the procurement system's user agent. */
const USER_AGENT = 'Testköpare'

/** The cXML form: the buying organisation by identity, its secret as typed (empty sends none), and a user. */
export const cxmlTestSchema = z.object({
  organisation: z.string().trim().min(1).max(200),
  sharedSecret: z.string().max(500).default(''),
  userEmail: z.string().trim().max(254).default(''),
})
export type CxmlTestForm = z.output<typeof cxmlTestSchema>

export interface CxmlTestRun {
  requestXml: string
  responseXml: string
  status: CxmlStatusCode
  /** The answer as a procurement system reads it; null when it does not read (it always should). */
  response: CxmlResponse | null
}

/**
 * Builds a real PunchOutSetupRequest (operation create; the cart comes back to this site's receiver)
 * and gives it to the shop's setup service in-process: the same service /punchout/cxml/setup runs,
 * without the server calling itself through a host name it may not resolve.
 */
export async function runCxmlSetup(
  payload: Payload,
  brand: Brand,
  form: CxmlTestForm,
  site: { origin: string; host: string },
  now = new Date(),
): Promise<Result<CxmlTestRun>> {
  const organisation = brand.punchout.cxml?.buyingOrganisations.find((org) => org.identity === form.organisation)
  if (!organisation) return fail('invalid', 'errors.bad_request', { message: t('testBuyer.unknown_organisation') })
  const buyer = { domain: organisation.domain, identity: organisation.identity }
  const requestXml = setupRequest({
    payloadID: newPayloadId(site.host, now),
    timestamp: now,
    from: [buyer],
    to: [{ domain: 'NetworkID', identity: brand.id }],
    sender: { ...buyer, sharedSecret: form.sharedSecret, userAgent: USER_AGENT },
    operation: 'create',
    buyerCookie: randomUUID(),
    browserFormPostUrl: `${site.origin}${TEST_BUYER_RECEIVER_PATH}`,
    extrinsics: form.userEmail ? { UserEmail: form.userEmail } : {},
  })
  const answer = await cxmlSetup(payload, brand, requestXml, site, now)
  const response = parseResponse(answer.xml)
  return ok({
    requestXml,
    responseXml: answer.xml,
    status: answer.status,
    response: response.ok ? response.value : null,
  })
}

/** What the receiver got: the form's fields as posted, in order, repeats kept; a file is refused. */
export const receivedSchema = z.array(z.tuple([z.string(), z.string()])).max(10_000)

export interface ReceivedField {
  name: string
  value: string
  /** OCI's line number n of NEW_ITEM-…[n]; null for the form's other fields. */
  line: number | null
}

export interface Received {
  fields: ReceivedField[]
  /** A cXML transfer's document (the field cxml-urlencoded) and its lines as a procurement system reads them. */
  cxml: { xml: string; message: Result<CxmlOrderMessage> } | null
}

const OCI_LINE = /^NEW_ITEM-[A-Z0-9_]+\[(\d+)\]$/

export function received(entries: z.output<typeof receivedSchema>): Received {
  const fields = entries.map(([name, value]) => {
    const line = OCI_LINE.exec(name)?.[1]
    return { name, value, line: line === undefined ? null : Number(line) }
  })
  const xml = fields.find((field) => field.name === 'cxml-urlencoded')?.value
  return { fields, cxml: xml === undefined ? null : { xml, message: parseOrderMessage(xml) } }
}
