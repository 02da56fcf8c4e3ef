import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { answerPath } from '@/quotes/input'
import { answerPdf } from '@/quotes/service'

export const dynamic = 'force-dynamic'

export const GET = route({
  summary: 'Offerten som PDF via mottagarens länk.',
  access: 'anonymous',
  params: answerPath,
  handler: ({ payload, brand, input }) => answerPdf(payload, input.params.token, brand),
  reply: (pdf) => fileResponse(pdf.bytes, { type: 'application/pdf', filename: pdf.filename, inline: true }),
})
