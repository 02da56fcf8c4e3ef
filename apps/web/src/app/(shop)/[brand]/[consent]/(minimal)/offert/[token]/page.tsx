import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { AuthCard } from '@/accounts/views/AuthCard'
import { payload } from '@/payload/payload'
import { QuoteAnswerDocument } from '@/quotes/answer/QuoteAnswerDocument'
import { quoteForAnswer } from '@/quotes/service'
import { requestBrand } from '@/request/brand'

// The token is in the address: no referrer to anything the page loads or links to (proxy.ts also
// sends Referrer-Policy and X-Robots-Tag), and no robot keeps the page.
export const metadata: Metadata = {
  title: t('quoteAnswer.page_title'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ brand: string; token: string }> }

/** The routes take at most this much of a token too (quotes/input.ts); longer is no link of ours. */
const TOKEN_MAX = 2048

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

/**
 * /offert/<token> (issue 14, online acceptance; minimal layout, no login): the link in the quote's
 * mail. The quote service checks the link (signed, expiring, naming the quote's latest sending) and
 * answers the quote as the receiver reads it; a link it refuses (altered, expired, already answered)
 * shows its Swedish text and nothing of the quote.
 */
export default async function QuoteAnswerPage({ params }: Props) {
  const { brand: brandId, token: segment } = await params
  const brand = await requestBrand(brandId)
  const token = decode(segment)
  const answer = token && token.length <= TOKEN_MAX ? await quoteForAnswer(await payload(), brand, token) : null
  if (!answer?.ok) {
    return (
      <AuthCard title={t('quoteAnswer.refused_title')}>
        <p role="alert" data-testid="quote-answer-refused">
          {answer ? (answer.failure.message ?? t(answer.failure.error)) : t('quote.link_invalid')}
        </p>
      </AuthCard>
    )
  }
  return <QuoteAnswerDocument view={answer.value} token={token} />
}
