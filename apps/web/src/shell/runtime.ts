import { watchPromotions } from '@/tracking/promotions'
import { watchChunkFailures } from '../browser/chunk-reload'
import { browserSessionStorage } from '../browser/web-storage'

/**
 * What every page runs once it is live, loaded as a chunk of its own after the page (ShellRuntime):
 * a chunk that fails to load later (a deploy replaced the files) reloads the page once, banners are
 * tracked as promotions, and when the browser is idle the web-vitals reports start and, after the page's
 * load event, where the deployment has a DSN, error reporting (each a chunk of its own, with its library).
 */
export function startRuntime(win: Window): () => void {
  const stopReloads = watchChunkFailures(win, browserSessionStorage())
  const stopPromotions = watchPromotions(win.document)
  // A runtime stopped (the shell unmounted) starts nothing that was still waiting for the browser's idle
  // time or for its chunk.
  let stopped = false
  const stop = () => {
    stopped = true
    stopReloads()
    stopPromotions()
    win.removeEventListener('load', afterLoad)
  }
  const vitals = () =>
    import('@/tracking/web-vitals').then(
      ({ startWebVitals }) => stopped || startWebVitals(),
      () => {},
    )
  const reporting = win.__shopReporting
  const errors = () =>
    reporting &&
    import('@/monitoring/browser').then(
      ({ startErrorReporting }) => stopped || startErrorReporting(win, reporting),
      () => {},
    )
  const whenIdle = win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 1))
  const idle = (run: () => unknown) => whenIdle(() => stopped || run())
  const afterLoad = () => idle(errors)
  idle(vitals)
  // The SDK waits for the page's load event too, so it never competes with the page's own start (the head's
  // boot script keeps the errors of those seconds for it).
  if (reporting) {
    if (win.document.readyState === 'complete') idle(errors)
    else win.addEventListener('load', afterLoad, { once: true })
  }
  return stop
}
