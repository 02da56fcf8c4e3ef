import { captureException, init } from '@sentry/nextjs'
import { parseActiveGroups } from '@shop/commerce/tracking/consent'
import { CONSENT_CHANGED_EVENT } from '@/tracking/ids'
import { waitForConsentObject } from './consent-wait'
import { type ReportingConfig, sharedOptions } from './options'

declare global {
  interface Window {
    __shopReportingLive?: boolean
  }
}

/**
 * The browser's error reporting, loaded by the shell's runtime when the browser is idle and the page has
 * a DSN (`window.__shopReporting`, set by the head's boot script): Sentry's SDK for Next.js with the
 * shared options, then the errors the page kept meanwhile, then replay as consent allows.
 */
export function startErrorReporting(win: Window, config: ReportingConfig): void {
  if (win.__shopReportingLive) return
  init({
    ...sharedOptions(config),
    replaysSessionSampleRate: config.replaySessionRate ?? 0,
    replaysOnErrorSampleRate: config.replayErrorRate ?? 1,
  })
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
