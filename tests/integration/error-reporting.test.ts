import { addBreadcrumb, close, flush, init } from '@sentry/nextjs'
import { createContentfulContentSource } from '@shop/content/contentful'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BREADCRUMBS, sharedOptions } from '@/monitoring/options'
import { reportError } from '@/monitoring/report'
import { type ErrorService, startErrorService } from '../support/error-service'
import {
  fixture,
  GRAPHQL_PATH,
  type LocalContentful,
  operationName,
  SPACE,
  startLocalContentful,
  TOKEN,
} from './contentful/server'

/**
 * The server's error reporting, end to end over HTTP: Sentry's SDK for Next.js (the Node build, as the
 * server runs it) started with the shop's shared options, reporting to a local service that speaks
 * Sentry's envelope protocol.
 */

let service: ErrorService
let contentful: LocalContentful

type ErrorEventPayload = {
  exception?: { values?: { type?: string; value?: string }[] }
  breadcrumbs?: unknown[]
  tags?: Record<string, string>
  environment?: string
}

const events = () =>
  service.received.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as ErrorEventPayload),
  )
const withMessage = (text: string) => events().filter((event) => event.exception?.values?.some((v) => v.value === text))

beforeAll(async () => {
  service = await startErrorService()
  contentful = await startLocalContentful((request) =>
    request.path === GRAPHQL_PATH && operationName(request)
      ? { body: fixture('graphql-unresolvable') }
      : { status: 404, body: {} },
  )
  init(sharedOptions({ dsn: service.dsn, environment: 'integration' }))
})
afterAll(async () => {
  await close(2000)
  await contentful.close()
  await service.close()
})

describe('error reporting on the server (Sentry envelopes)', () => {
  it('a reported error arrives with its tags and at most 25 breadcrumbs', async () => {
    for (let n = 0; n < 40; n++) addBreadcrumb({ category: 'test', message: `steg ${n}` })
    reportError(new Error('Serverfel i test'), { route: 'GET /api/test' })
    await flush(5000)
    const [event] = withMessage('Serverfel i test')
    expect(event?.tags).toMatchObject({ route: 'GET /api/test' })
    expect(event?.environment).toBe('integration')
    expect(event?.breadcrumbs).toHaveLength(MAX_BREADCRUMBS)
    // The newest are kept: the last one is the 40th.
    expect(event?.breadcrumbs?.at(-1)).toMatchObject({ message: 'steg 39' })
    expect(service.received.at(-1)?.key).toBe('public')
  })

  it("'request aborted' is never reported (spec section 8)", async () => {
    reportError(new Error('request aborted'))
    reportError(new Error('Request aborted: the caller left'))
    reportError(new Error('Efter avbrottet'))
    await flush(5000)
    expect(withMessage('Efter avbrottet')).toHaveLength(1)
    expect(
      events().filter((event) => event.exception?.values?.some((v) => /request aborted/i.test(v.value ?? ''))),
    ).toEqual([])
  })

  it('a content error is reported tagged service=cms, outside development', async () => {
    const source = createContentfulContentSource(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: contentful.url },
      { sleep: async () => {}, report: reportError, development: false },
    )
    const page = await source.frontPage({ brand: 'nordbygg' })
    expect(page).not.toBeNull()
    await flush(5000)
    const [event] = withMessage('Unresolvable CMS content - ids: a, b')
    expect(event?.tags).toMatchObject({ service: 'cms' })
  })
})
