import { type APIRequestContext, expect } from '@playwright/test'
import type { ReceivedEnvelope } from '../support/error-service'
import { ERROR_SERVICE_PORT } from './support'

/** What the e2e app and its pages reported to the local error service since `since`. */
export async function reportsSince(request: APIRequestContext, since: Date): Promise<ReceivedEnvelope[]> {
  const response = await request.get(`http://127.0.0.1:${ERROR_SERVICE_PORT}/envelopes?since=${since.toISOString()}`)
  return (await response.json()) as ReceivedEnvelope[]
}

export interface ReportedError {
  exception?: { values?: { type?: string; value?: string }[] }
  breadcrumbs?: { category?: string; message?: string }[]
  tags?: Record<string, string>
  contexts?: Record<string, unknown>
  environment?: string
  platform?: string
}

/** The error events among the envelopes. */
export const errorEvents = (envelopes: ReceivedEnvelope[]) =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as ReportedError),
  )

/** The error event whose exception's value contains `text`. */
export const eventWith = (envelopes: ReceivedEnvelope[], text: string) =>
  errorEvents(envelopes).find((event) => event.exception?.values?.some((value) => value.value?.includes(text)))

/** Waits for the error event whose value contains `text`, and what had arrived with it. */
export async function reportedError(
  request: APIRequestContext,
  since: Date,
  text: string,
): Promise<{ event: ReportedError; envelopes: ReceivedEnvelope[] }> {
  let found: { event: ReportedError; envelopes: ReceivedEnvelope[] } | undefined
  await expect
    .poll(
      async () => {
        const envelopes = await reportsSince(request, since)
        const event = eventWith(envelopes, text)
        found = event ? { event, envelopes } : undefined
        return found !== undefined
      },
      { message: `a report of “${text}”`, timeout: 20_000 },
    )
    .toBe(true)
  if (!found) throw new Error(`no report of “${text}”`)
  return found
}
