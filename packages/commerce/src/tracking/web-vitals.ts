/**
 * Spec section 5: web-vitals events in the data layer with the category Web Vitals, one per metric
 * report, in the shape Google Tag Manager's usual web-vitals setup reads. CLS is a small fraction, so
 * its value is sent in thousandths, as integers.
 */

export const WEB_VITALS_CATEGORY = 'Web Vitals'

export interface VitalReport {
  name: string
  value: number
  /** The report's id: the same metric on the same page keeps it while it updates. */
  id: string
}

export function webVitalEvent(report: VitalReport) {
  return {
    event: 'web_vitals',
    eventCategory: WEB_VITALS_CATEGORY,
    eventAction: report.name,
    eventValue: Math.round(report.name === 'CLS' ? report.value * 1000 : report.value),
    eventLabel: report.id,
    nonInteraction: true,
  }
}
