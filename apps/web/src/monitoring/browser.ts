import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  consoleIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/nextjs'
import { CONSENT_CHANGED_EVENT, parseActiveGroups } from '@shop/commerce/tracking/consent'
import { waitForConsentObject } from './consent-wait'
import { type ReportingConfig, sharedOptions } from './options'

declare global {
  interface Window {
    __shopReportingLive?: boolean
  }
}

/**
 * The browser's error reporting, loaded by the shell's runtime when the browser is idle and the page has
 * a DSN (`window.__shopReporting`, set by the head's boot script): a client of Sentry's SDK for Next.js
 * with the shared options, then the errors the page kept meanwhile, then replay as consent allows.
 *
 * A client built from the parts we use rather than `init()`: `init` brings navigation tracing and release
 * sessions we do not use, and its chunk (78 KiB gzipped) cost a mobile page 100–200 ms of blocking time in
 * Lighthouse (docs/benchmarks.md). Errors, their breadcrumbs (console, clicks, fetches, navigations), the
 * page's address and user agent, chained causes and duplicates are what a report needs.
 */
export function startErrorReporting(win: Window, config: ReportingConfig): void {
  if (win.__shopReportingLive) return
  const client = new BrowserClient({
    ...sharedOptions(config),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      eventFiltersIntegration(),
      breadcrumbsIntegration(),
      consoleIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    replaysSessionSampleRate: config.replaySessionRate ?? 0,
    replaysOnErrorSampleRate: config.replayErrorRate ?? 1,
  })
  getCurrentScope().setClient(client)
  client.init()
  const kept = win.__shopErrors
  win.__shopReportingLive = true
  win.__shopErrors = { push: (error) => captureException(error) }
  if (Array.isArray(kept)) for (const error of kept) captureException(error)
  followReplayConsent(win)
}

/** Replay runs while the visitor's choice includes functional cookies (C0003), and stops when it no longer does. */
function followReplayConsent(win: Window): void {
  let recording = false
  const follow = (groups: string | null | undefined) => {
    const allowed = parseActiveGroups(groups).includes('C0003')
    if (allowed === recording) return
    recording = allowed
    import('./replay').then(
      (replay) => (allowed ? replay.startReplay() : replay.stopReplay()),
      () => {},
    )
  }
  win.addEventListener(CONSENT_CHANGED_EVENT, () => follow(win.OnetrustActiveGroups))
  void waitForConsentObject(() => win.OnetrustActiveGroups).then(follow)
}
