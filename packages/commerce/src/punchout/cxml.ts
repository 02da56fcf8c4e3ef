import { Buffer } from 'node:buffer'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { CxmlBuyingOrganisation, PunchoutConfig } from '@shop/schemas'
import type { Failure } from '../result'
import { CXML_STATUS, type CxmlStatusCode } from './cxml-build'
import type { CxmlCredential } from './cxml-parse'

/**
 * cXML punch-out (issue 15, beside OCI): read the requests, write the answers and the cart, and
 * recognise the buying organisation. Server code only: it is exported by the subpath
 * `@shop/commerce/punchout/cxml` and never from the package index, which browser bundles import, so
 * the XML libraries and node:crypto stay out of them.
 */

export * from './cxml-build'
export * from './cxml-parse'
export {
  at,
  CXML_MAX_BYTES,
  CXML_MAX_DEPTH,
  type CxmlRefusal,
  readCxmlTree,
  textAt,
  type XmlElement,
} from './cxml-read'
export * from './order-lines'
export * from './secret-throttle'

/**
 * Whether `sent` is the secret whose SHA-256 hex digest is `storedSha256`. Both sides are digests of
 * the same length, so the comparison takes the same time whatever the secret sent.
 */
export function sharedSecretMatches(sent: string | null | undefined, storedSha256: string): boolean {
  if (!sent) return false
  const expected = Buffer.from(storedSha256.toLowerCase(), 'hex')
  const actual = createHash('sha256').update(sent, 'utf8').digest()
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The brand's buying organisation that one of `from` (a request's From credentials) names, matched
 * on domain without regard to case (cXML domains are case-insensitive) and identity exactly.
 */
export function buyingOrganisation(
  config: PunchoutConfig,
  from: readonly CxmlCredential[],
): CxmlBuyingOrganisation | undefined {
  return config.cxml?.buyingOrganisations.find((org) =>
    from.some(
      (credential) =>
        credential.identity === org.identity && credential.domain.toLowerCase() === org.domain.toLowerCase(),
    ),
  )
}

/** The cXML status to answer a refused document with (cxml-read.ts puts it in the details), else 400. */
export function cxmlStatusOf(failure: Failure): CxmlStatusCode {
  const status = failure.details?.status
  return typeof status === 'number' && Object.hasOwn(CXML_STATUS, status) ? (status as CxmlStatusCode) : 400
}
