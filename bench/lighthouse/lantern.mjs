#!/usr/bin/env node
/**
 * What Lighthouse's simulated FCP and LCP wait for, on one page (docs/benchmarks.md, "Lighthouse on the 9 pages,
 * and why LCP stays over 1.5 s"): `npm run lighthouse:lantern -w @shop/bench -- <url> [runs]` against a running
 * server. Each run is Lighthouse's default mobile audit; then its simulation (Lantern) is run again on the
 * recorded trace and prints, for the LCP's pessimistic and optimistic graphs and the FCP's, every request and
 * main-thread task it replayed with its simulated start and end (ms). A request in the LCP's graph and not the
 * FCP's is one the simulated LCP waited for.
 * Env: CHROME_PATH and BENCH_LH_HEADFUL, as bench:lighthouse's (chrome.mjs); LH_FLAGS (Chrome's flags,
 * space-separated) in place of chrome.mjs's.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs'

const [url, runs = '1'] = process.argv.slice(2)
if (!url) throw new Error('usage: lantern.mjs <url> [runs]')
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: process.env.LH_FLAGS?.split(' ') ?? CHROME_FLAGS,
})

const ms = (n) => n.toFixed(0).padStart(6)
function printGraph(label, estimate) {
  console.log(`  ${label}: ${estimate.timeInMs.toFixed(0)} ms`)
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
  for (const [node, { startTime, endTime }] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.priority} ${node.request.transferSize} B`
        : `task of ${(node.duration / 1000).toFixed(1)} ms unthrottled`
    console.log(`    ${ms(startTime)} ${ms(endTime)}  ${what}`)
  }
}

try {
  for (let run = 0; run < Number(runs); run++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    }
    const context = { computedCache: new Map(), settings: lhr.configSettings }
    const fcp = await LanternFirstContentfulPaint.request(data, context)
    const lcp = await LanternLargestContentfulPaint.request(data, context)
    const observed = lhr.audits.metrics.details.items[0]
    console.log(
      `run ${run + 1}: FCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms (observed unthrottled: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms)`,
    )
    printGraph('LCP, pessimistic', lcp.pessimisticEstimate)
    printGraph('LCP, optimistic', lcp.optimisticEstimate)
    printGraph('FCP', fcp.pessimisticEstimate)
  }
} finally {
  await chrome.kill()
}
