import { Buffer } from 'node:buffer'
import { SaxesParser } from 'saxes'
import { fail, type Issue, ok, type Result } from '../result'

/**
 * Reads a cXML document into a small element tree, refusing what could make the parser reach outside
 * the document or blow up (XXE, billion laughs, parameter entities). saxes is a strict, non-validating
 * parser: it never loads a DTD, expands no entity but XML's five and character references, and fails
 * on any other entity reference, so an entity declared in an internal subset is never defined. The
 * doctype is still checked on its own, since a document that carries an internal subset is hostile
 * whether or not anything uses it.
 */

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  /** The element's own text (its text and CDATA children joined), without its descendants'. */
  text: string
}

/** Why a document was refused: how it was read (the first five), or what it asked for. */
export type CxmlRefusal = 'size' | 'xml' | 'doctype' | 'entity' | 'depth' | 'request' | 'fields'

/** cXML requests are small; a larger body is refused before parsing. */
export const CXML_MAX_BYTES = 1_000_000
/** Real cXML nests about ten deep; far deeper is an attack on the stack, not a request. */
export const CXML_MAX_DEPTH = 40

/**
 * The one doctype cXML documents carry: root `cXML` and a SYSTEM id on xml.cxml.org (any DTD
 * version), nothing else. Matched against the doctype the parser reports, never the document.
 */
const CXML_DOCTYPE =
  /^\s*cXML\s+SYSTEM\s+(["'])https?:\/\/xml\.cxml\.org\/schemas\/cXML\/[0-9.]+\/[A-Za-z]+\.dtd\1\s*$/i

const MESSAGES: Record<CxmlRefusal, string> = {
  size: `Dokumentet är större än ${CXML_MAX_BYTES / 1_000_000} MB.`,
  xml: 'Dokumentet är inte välformad XML.',
  doctype: 'Dokumentet har en otillåten DOCTYPE; endast cXML:s egen DTD-referens tas emot.',
  entity: 'Dokumentet använder en otillåten entitet.',
  depth: `Dokumentet är nästlat djupare än ${CXML_MAX_DEPTH} nivåer.`,
  request: 'Dokumentet är ingen cXML-begäran som butiken tar emot.',
  fields: 'Begäran saknar uppgifter eller har felaktiga uppgifter.',
}

/**
 * A refused document as the one result type. `details.reason` says why (for logs and tests) and
 * `details.status` is the cXML status code to answer with: 406 Not Acceptable for a well-formed
 * document that is no request the shop serves, 400 Bad Request for everything else.
 */
export function cxmlRefused(reason: CxmlRefusal, issues?: Issue[]) {
  return fail('invalid', 'errors.bad_request', {
    message: MESSAGES[reason],
    ...(issues ? { issues } : {}),
    details: { reason, status: reason === 'request' ? 406 : 400 },
  })
}

class Refused extends Error {
  constructor(
    readonly reason: CxmlRefusal,
    detail: string,
  ) {
    super(detail)
  }
}

/** The document's root element, or why it was refused. Never throws. */
export function readCxmlTree(xml: string): Result<XmlElement> {
  if (Buffer.byteLength(xml, 'utf8') > CXML_MAX_BYTES) return cxmlRefused('size')
  // Namespaces off: cXML uses none, and xml:lang stays a plain attribute name.
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true })
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  parser.on('doctype', (doctype) => {
    if (!CXML_DOCTYPE.test(doctype)) throw new Refused('doctype', doctype)
  })
  parser.on('opentag', (tag) => {
    if (stack.length >= CXML_MAX_DEPTH) throw new Refused('depth', tag.name)
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' }
    const parent = stack.at(-1)
    if (parent) parent.children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  const addText = (text: string) => {
    const element = stack.at(-1)
    if (element) element.text += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('error', (error) => {
    // saxes names an entity it does not know "undefined entity"; everything else is malformed XML.
    throw new Refused(/undefined entity/.test(error.message) ? 'entity' : 'xml', error.message)
  })
  try {
    parser.write(xml).close()
  } catch (error) {
    if (error instanceof Refused) return cxmlRefused(error.reason)
    return cxmlRefused('xml')
  }
  return root ? ok(root) : cxmlRefused('xml')
}

/** The first child named `name`, if any. */
export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((c) => c.name === name)

/** Every child named `name`. */
export const children = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((c) => c.name === name) ?? []

/** The element at `path` below `element`, following the first child of each name. */
export const at = (element: XmlElement | undefined, ...path: string[]): XmlElement | undefined =>
  path.reduce<XmlElement | undefined>((current, name) => child(current, name), element)

/** The trimmed text of the element at `path`, or undefined without one. */
export const textAt = (element: XmlElement | undefined, ...path: string[]): string | undefined =>
  at(element, ...path)?.text.trim()
