/**
 * The Chromium that bench:lighthouse and lighthouse:lantern audit in. Headless by default, in Chromium's
 * new headless mode (the one Lighthouse recommends). BENCH_LH_HEADFUL=1 opens a real window instead, on
 * whatever display there is (`xvfb-run npm run bench:lighthouse` on a machine without one): the browser a
 * visitor runs, for telling a headless artefact from what a visitor would see (docs/benchmarks.md, "Headless
 * against a real window"). Env: CHROME_PATH (default /usr/bin/chromium), BENCH_LH_HEADFUL.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
export const CHROME_FLAGS = [
  ...(process.env.BENCH_LH_HEADFUL === '1' ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
]
