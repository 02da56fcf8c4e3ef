import { scriptLiteral } from '@/browser/banner-dismissal'
import type { ReportingConfig } from './options'

/**
 * The part of the head's inline script that error reporting needs before its SDK loads (after the page,
 * browser.ts): the browser's config, and a list that keeps the page's uncaught errors and rejections
 * meanwhile (at most 20), so an error in the first seconds is reported too. Once the SDK runs
 * (`__shopReportingLive`), its own handlers take over and these stop collecting. No DSN, no script.
 */
export function reportingBootScript(config: ReportingConfig | null): string {
  if (!config) return ''
  return [
    `(function(){var w=window,q=[];w.__shopReporting=${scriptLiteral(config)};w.__shopErrors=q;`,
    'var k=function(x){if(!w.__shopReportingLive&&q.length<20)q.push(x)};',
    'w.addEventListener("error",function(e){k(e.error||e.message)});',
    'w.addEventListener("unhandledrejection",function(e){k(e.reason)})})()',
  ].join('')
}
