import { cxmlSetup } from '@/punchout/cxml'
import { cxmlRoute } from '@/punchout/cxml-reply'

export const dynamic = 'force-dynamic'

/**
 * cXML PunchOutSetupRequest (beside OCI): a buying organisation of the brand's punch-out config, with
 * its shared secret, gets a one-time, expiring StartPage. Every answer is cXML, a refusal too.
 */
export const POST = cxmlRoute('cXML PunchOutSetupRequest: svarar med en StartPage för engångsbruk.', cxmlSetup)
