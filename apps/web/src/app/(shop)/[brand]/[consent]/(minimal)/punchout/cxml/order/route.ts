import { cxmlOrder } from '@/punchout/cxml'
import { cxmlRoute } from '@/punchout/cxml-reply'

export const dynamic = 'force-dynamic'

/** cXML OrderRequest: one order per payloadID, from a buying organisation with its shared secret. */
export const POST = cxmlRoute('cXML OrderRequest: blir en order, en gång per payloadID.', cxmlOrder)
