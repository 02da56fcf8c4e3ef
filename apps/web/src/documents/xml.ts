/**
 * Text for XML and HTML written by hand (the sitemap, the punchout test buyer's pages): the five characters
 * that could end a text or an attribute value, as entities.
 */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}
