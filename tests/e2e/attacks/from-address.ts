import http from 'node:http'

/**
 * A JSON POST to a shop server from a loopback address of the spec's choosing: Linux routes all of
 * 127.0.0.0/8 to the loopback device, so a request sent from 127.0.0.2 is a client the server sees as
 * 127.0.0.2. None of these is a proxy TRUST_PROXY names (the e2e servers name 127.0.0.1), so one such
 * address stands for every client behind a proxy the shop was not told about.
 */
export function postFrom(
  port: number,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: Record<string, unknown> | null = null
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : null
          } catch {
            json = null
          }
          resolve({ status: response.statusCode ?? 0, json })
        })
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}
