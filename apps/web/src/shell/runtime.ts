import { watchPromotions } from '@/tracking/promotions'
import { watchChunkFailures } from './chunk-reload'
import { browserSessionStorage } from './storage'

/**
 * What every page runs once it is live, loaded as a chunk of its own after the page (ShellRuntime):
 * a chunk that fails to load later (a deploy replaced the files) reloads the page once, banners are
 * tracked as promotions, and when the browser is idle the web-vitals reports start and, after the page's
 * load event, where the deployment has a DSN, error reporting (each a chunk of its own, with its library).
 */
export function startRuntime(win: Window): () => void {
  const stopReloads = watchChunkFailures(win, browserSessionStorage())
  const stopPromotions = watchPromotions(win.document)
  const stop = () => {
    stopReloads()
    stopPromotions()
  }
  const vitals = () =>
    import('@/tracking/web-vitals').then(
      ({ startWebVitals }) => startWebVitals(),
      () => {},
    )
  const reporting = win.__shopReporting
  const errors = () =>
    reporting &&
    import('@/monitoring/browser').then(
      ({ startErrorReporting }) => startErrorReporting(win, reporting),
      () => {},
    )
  const idle = win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 1))
  idle(vitals)
  // The SDK waits for the page's load event too, so it never competes with the page's own start (the head's
  // boot script keeps the errors of those seconds for it).
  if (reporting) {
    if (win.document.readyState === 'complete') idle(errors)
    else win.addEventListener('load', () => idle(errors), { once: true })
  }
  return stop
}
