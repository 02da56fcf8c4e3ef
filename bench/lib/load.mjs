import autocannon from 'autocannon'
import { config } from './server.mjs'

/**
 * One autocannon run against the benchmark server, the load generator of every benchmark: each
 * response's time (ms) goes into `times`, its status into `statuses`, a failed request into `errors`.
 * `options` are autocannon's (`requests` or `setupClient`, and `connections`); the rest is shared.
 */
export function load(options, seconds) {
  return new Promise((resolve, reject) => {
    const times = []
    const statuses = {}
    let errors = 0
    const instance = autocannon(
      { url: `http://127.0.0.1:${config.port}`, pipelining: 1, duration: seconds, timeout: 30, ...options },
      (error, result) => (error ? reject(error) : resolve({ result, times, statuses, errors })),
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
