import Builder from 'fast-xml-builder'
import type { CxmlCredential } from './cxml-parse'
import { EXPORT_CURRENCY, type ExportItem, exportAmount } from './export-items'

/**
 * The cXML documents the shop sends: the answers to a setup or order request, a refusal, and the
 * punch-out cart (PunchOutOrderMessage). fast-xml-builder writes every element and escapes every value
 * (names, descriptions, cookies the buyer sent), so nothing from outside is ever pasted into markup.
 * The time and the payloadID are the caller's, so a test gets the same document twice.
 */

/** The cXML DTD version the documents name; the parser accepts any version on xml.cxml.org. */
export const CXML_VERSION = '1.2.014'

/** What every document carries at its root. */
export interface CxmlStamp {
  /** Unique per document, conventionally `<time>.<random>@<host>`. */
  payloadID: string
  timestamp: Date
}

/** cXML status codes the shop answers with, and their standard texts. */
export const CXML_STATUS = {
  200: 'OK',
  201: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'Not Acceptable',
  409: 'Conflict',
  // Not in cXML's own list, which has no code for a rate limit: HTTP's (RFC 6585), whose numbers cXML's
  // codes follow. A system that does not know it reads it as a 4xx, a refusal not to retry at once.
  429: 'Too Many Requests',
  500: 'Internal Server Error',
} as const
export type CxmlStatusCode = keyof typeof CXML_STATUS

// Constant text only: the XML declaration and the doctype hold no value from outside.
const PROLOGUE = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">\n`

/**
 * XML 1.0 cannot carry C0 control characters other than tab and line breaks, escaped or not: one in a
 * catalog text would make the whole cart unreadable to the procurement system, so it is dropped.
 */
const xmlCharacters = (_name: string, value: unknown) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point
  typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '') : value

const builder = new Builder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  tagValueProcessor: xmlCharacters,
  attributeValueProcessor: xmlCharacters,
})

/** cXML timestamps are ISO 8601 with an offset and whole seconds: 2026-11-24T12:00:00+00:00. */
export const cxmlTimestamp = (time: Date) => `${time.toISOString().slice(0, 19)}+00:00`

type Body = Record<string, unknown>

function cxmlDocument(stamp: CxmlStamp, body: Body): string {
  const root = {
    '@payloadID': stamp.payloadID,
    '@timestamp': cxmlTimestamp(stamp.timestamp),
    '@xml:lang': 'sv-SE',
    '@version': CXML_VERSION,
    ...body,
  }
  return PROLOGUE + builder.build({ cXML: root })
}

const status = (code: CxmlStatusCode, message?: string) => ({
  '@code': code,
  '@text': CXML_STATUS[code],
  ...(message ? { '@xml:lang': 'sv', '#text': message } : {}),
})

/** A Response with only a status: a refusal (400, 401, 406, 409, 429, 500) or a plain OK. */
export function statusResponse(input: CxmlStamp & { code: CxmlStatusCode; message?: string }): string {
  return cxmlDocument(input, { Response: { Status: status(input.code, input.message) } })
}

/** The answer to a PunchOutSetupRequest: where the buyer's browser starts its session. */
export function setupResponse(input: CxmlStamp & { startPageUrl: string }): string {
  return cxmlDocument(input, {
    Response: {
      Status: status(200),
      PunchOutSetupResponse: { StartPage: { URL: input.startPageUrl } },
    },
  })
}

/** The 200 answer to an OrderRequest the shop took (or had already taken, by its payloadID). */
export function orderResponse(input: CxmlStamp): string {
  return statusResponse({ ...input, code: 200 })
}

const credential = ({ domain, identity }: CxmlCredential) => ({ '@domain': domain, Identity: identity })

/** Who sends a document to whom; the sender proves itself with its shared secret (a request) or not (the cart). */
export interface CxmlParties {
  from: CxmlCredential[]
  to: CxmlCredential[]
  sender: CxmlCredential & { sharedSecret?: string; userAgent?: string }
}

function header({ from, to, sender }: CxmlParties, userAgent: string) {
  return {
    From: { Credential: from.map(credential) },
    To: { Credential: to.map(credential) },
    Sender: {
      Credential: { ...credential(sender), ...(sender.sharedSecret ? { SharedSecret: sender.sharedSecret } : {}) },
      UserAgent: sender.userAgent ?? userAgent,
    },
  }
}

const money = (amount: number) => ({ Money: { '@currency': EXPORT_CURRENCY, '#text': exportAmount(amount) } })

/** The cart's total in SEK, summed in öre so that rounding happens once per line. */
export function exportTotal(items: readonly ExportItem[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.price * item.quantity * 100), 0) / 100
}

function itemIn(item: ExportItem, index: number) {
  const extrinsics = [
    ['SSG', item.extProductId],
    ['CustomField1', item.customField1],
  ].filter(([, value]) => value !== '')
  return {
    '@quantity': String(item.quantity),
    '@lineNumber': index + 1,
    ItemID: { SupplierPartID: item.articleNumber },
    ItemDetail: {
      UnitPrice: money(item.price),
      Description: { '@xml:lang': 'sv', '#text': item.description },
      UnitOfMeasure: item.unit,
      Classification: { '@domain': 'MaterialGroup', '#text': item.materialGroup },
      LeadTime: item.leadTimeDays,
      ...(extrinsics.length
        ? { Extrinsic: extrinsics.map(([name, value]) => ({ '@name': name, '#text': value })) }
        : {}),
    },
  }
}

export interface PunchOutOrderMessageInput extends CxmlStamp {
  /** The BuyerCookie of the setup request, returned unchanged. */
  buyerCookie: string
  /** The cart as exportItems maps it for the buying organisation's company. */
  items: readonly ExportItem[]
  /** The shop's own credentials. */
  from: CxmlCredential[]
  /** The buying organisation's credentials (the From of its setup request). */
  to: CxmlCredential[]
  sender: CxmlCredential & { userAgent?: string }
  /** What the procurement system may do with the cart after it: the setup request's operation. */
  operation: 'create' | 'edit' | 'inspect'
}

/** The punch-out cart as the procurement system reads it back, posted to the setup's BrowserFormPost. */
export function punchOutOrderMessage(input: PunchOutOrderMessageInput): string {
  return cxmlDocument(input, {
    Header: header(input, 'B2B-butiken'),
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: input.buyerCookie,
        PunchOutOrderMessageHeader: {
          '@operationAllowed': input.operation,
          Total: money(exportTotal(input.items)),
        },
        ItemIn: input.items.map(itemIn),
      },
    },
  })
}

export interface SetupRequestInput extends CxmlStamp, CxmlParties {
  operation: 'create' | 'edit' | 'inspect'
  buyerCookie: string
  /** Where the shop posts the cart back (cxml-urlencoded). */
  browserFormPostUrl: string
  /** Extrinsics by name, in order: UserEmail, UniqueName… */
  extrinsics?: Record<string, string>
}

/**
 * A PunchOutSetupRequest as a procurement system sends it: for the test buyer page, which plays the
 * procurement system against the shop, and for tests. The sender carries the shared secret.
 */
export function setupRequest(input: SetupRequestInput): string {
  const extrinsics = Object.entries(input.extrinsics ?? {}).map(([name, value]) => ({ '@name': name, '#text': value }))
  return cxmlDocument(input, {
    Header: header(input, 'Testköpare'),
    Request: {
      '@deploymentMode': 'test',
      PunchOutSetupRequest: {
        '@operation': input.operation,
        BuyerCookie: input.buyerCookie,
        ...(extrinsics.length ? { Extrinsic: extrinsics } : {}),
        BrowserFormPost: { URL: input.browserFormPostUrl },
      },
    },
  })
}
