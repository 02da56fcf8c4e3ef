/**
 * The Lighthouse floor (bench:lighthouse): the smallest page Next's App Router sends, built with the
 * shop's own Next and React, so that the shop's pages are audited against what the framework alone
 * scores in the same run (docs/benchmarks.md, "The framework's floor").
 */
export default { poweredByHeader: false }
