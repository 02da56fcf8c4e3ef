import { webVitalEvent } from '@shop/commerce/tracking/web-vitals'
import { onCLS, onFCP, onINP, onLCP } from 'web-vitals'
import { pushStatistics } from './data-layer'

/**
 * Reports CLS, INP, LCP and FCP (spec section 5; FID is no longer reported by the library, INP took its
 * place) to the data layer, with statistics consent. Loaded after the page by the shell's runtime.
 */
export function startWebVitals(): void {
  const report = (metric: { name: string; value: number; id: string }) => pushStatistics([webVitalEvent(metric)])
  onCLS(report)
  onINP(report)
  onLCP(report)
  onFCP(report)
}
