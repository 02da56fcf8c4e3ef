import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP, type Socket } from 'node:net'
import { env } from '../env'

/**
 * The address a request comes from, for the per-address throttles (logins, reset links, punch-out
 * entries, tracking events). It is decided once per request, where the connection is known: Node's
 * documented `http.server.request.start` diagnostics channel hands over each request with its socket
 * before the server's handler (Next) sees it, and the answer is written into CLIENT_ADDRESS_HEADER
 * (a client's own value of it is overwritten). Next's request objects carry no socket, and Next fills
 * in X-Forwarded-For only when a client has not, so neither can tell a client's word from a proxy's.
 *
 * The socket's peer is the client, unless the peer is one of the proxies TRUST_PROXY names: then the
 * X-Forwarded-For entries the proxies appended are read from the right, and the first one that is not
 * a trusted proxy itself is the client. Anything a client put in the header is left of that.
 */

export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/** TRUST_PROXY's addresses and networks (`127.0.0.1`, `10.0.0.0/8`, `::1`) as a list to match against. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

/** An IPv4 peer on a dual-stack socket is written `::ffff:1.2.3.4`; the plain form is the address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

function isTrusted(address: string, proxies: BlockList): boolean {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client of one connection: its peer, or behind a trusted proxy the entry that proxy appended. */
export function clientOf(peer: string | undefined, forwardedFor: string | string[] | undefined, proxies: BlockList) {
  if (!peer) return null
  let client = plain(peer)
  if (!isTrusted(client, proxies)) return client
  const hops = [forwardedFor ?? []].flat().join(',').split(',')
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = plain(hops[index]?.trim() ?? '')
    if (!isIP(hop)) break
    client = hop
    if (!isTrusted(hop, proxies)) break
  }
  return client
}

/**
 * Starts deciding every request's client address in this process (instrumentation.ts, before the
 * server takes requests). Returns the function that stops it (tests).
 */
export function decideClientAddresses(proxies = trustedProxies(env.TRUST_PROXY)): () => void {
  const decide = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    const client = clientOf(socket.remoteAddress, request.headers['x-forwarded-for'], proxies)
    if (client) request.headers[CLIENT_ADDRESS_HEADER] = client
    else delete request.headers[CLIENT_ADDRESS_HEADER]
  }
  diagnostics.subscribe('http.server.request.start', decide)
  return () => diagnostics.unsubscribe('http.server.request.start', decide)
}

/**
 * The request's client address as decided above. Only a request that never came through this process's
 * HTTP server (a script, a test calling a route) has none: it counts as 'local'.
 */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local'
}
