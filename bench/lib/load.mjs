import autocannon from 'autocannon'
import { config } from './server.mjs'

/** Response headers counted by value in every run: Next's page cache (HIT, MISS, STALE) and HAProxy's choice of instance. */
const COUNTED = ['x-nextjs-cache', 'x-served-by']

/**
 * One autocannon run against the benchmark server, the load generator of every benchmark: each
 * response's time (ms) goes into `times`, its status into `statuses`, a failed request into `errors`,
 * and the values of the COUNTED headers into `headers` (e.g. `{ 'x-served-by': { web1: 510, web2: 509 } }`).
 * `options` are autocannon's (`requests` or `setupClient`, `connections`, `amount` when `seconds` is
 * undefined); the rest is shared.
 */
export function load(options, seconds) {
  return new Promise((resolve, reject) => {
    const times = []
    const statuses = {}
    const headers = Object.fromEntries(COUNTED.map((name) => [name, {}]))
    let errors = 0
    // http-parser-js hands autocannon the raw headers, name and value in turn.
    const countHeaders = ({ headers: raw }) => {
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const counts = headers[String(raw[i]).toLowerCase()]
        if (counts) counts[raw[i + 1]] = (counts[raw[i + 1]] ?? 0) + 1
      }
    }
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${config.port}`,
        pipelining: 1,
        timeout: 30,
        // Without `seconds`, options.amount says how many requests in all.
        ...(seconds === undefined ? {} : { duration: seconds }),
        ...options,
        setupClient: (client) => {
          client.on('headers', countHeaders)
          options.setupClient?.(client)
        },
      },
      (error, result) => (error ? reject(error) : resolve({ result, times, statuses, errors, headers })),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
    instance.on('reqError', () => {
      errors++
    })
  })
}
