import 'server-only'
import type { QuoteView } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import { PDFDocument, StandardFonts } from 'pdf-lib'

// Provisional: the full quote PDF lands from the quote PDF work (wt-pdf).
export async function renderQuotePdf(quote: QuoteView, brand: Brand): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage()
  page.drawText(`${brand.name} Offert ${quote.quoteId} ${quote.totals.toPay.toFixed(2)}`, {
    x: 40,
    y: 780,
    size: 12,
    font,
  })
  return doc.save()
}
