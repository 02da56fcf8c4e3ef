import { extractText, getDocumentProxy } from 'unpdf'

/**
 * The text a reader sees in a PDF, for tests that check a document the shop wrote (the quote PDF in a
 * unit test, the PDF a test SMTP server received in a Playwright journey). unpdf ships PDF.js built
 * for servers, without native dependencies; it is held at 1.7 because later releases need Node 22.
 * No-break spaces (which the Swedish formatters put in '1 234,50 kr') come back as plain spaces, so an
 * expectation is written as the text reads, or passed through `plainSpaces` when it comes from a formatter.
 */

/** Each page's text, lines separated by '\n', the items of a line by spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes over (detaches) the buffer it is given; a copy leaves the caller's bytes readable.
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  try {
    const { text } = await extractText(pdf, { mergePages: false })
    return text.map(plainSpaces)
  } finally {
    await pdf.destroy()
  }
}

/** The whole document's text, pages separated by '\n'. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n')
}

/** A formatter's text (no-break and narrow spaces) as `pdfText` answers it. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f\u2009]/g, ' ')
