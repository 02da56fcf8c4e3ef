import type { ReportingConfig } from './options'

/**
 * The browser's hand-off to error reporting, which loads after the page (browser.ts): until then the
 * head's boot script (boot-script.ts) keeps `window.__shopErrors` as a list that collects what happens;
 * once the SDK runs, it reports the list and becomes the reporter. Without a DSN there is no list, and a
 * report goes nowhere.
 */
declare global {
  interface Window {
    __shopReporting?: ReportingConfig
    __shopErrors?: { push(error: unknown): unknown }
  }
}

/** Hands an error to the error service, now or when its SDK has loaded. */
export function queueError(error: unknown, win: Window = window): void {
  win.__shopErrors?.push(error)
}
