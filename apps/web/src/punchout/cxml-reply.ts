import { z } from '@shop/schemas'
import type { CxmlAnswer } from './cxml'

/** A cXML document as the routes read it: the whole text; its size is bounded by the reader. */
export const cxmlBody = z.string()

/** A cXML answer: the document, with the HTTP status its Status code carries. */
export const cxmlReply = (answer: CxmlAnswer) =>
  new Response(answer.xml, {
    status: answer.status,
    headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' },
  })
