import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER, clientOf, decideClientAddresses, trustedProxies } from './client-address'

describe('clientOf', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1'])

  it('is the peer itself when the peer is no trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientOf('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7')
    expect(clientOf('::ffff:203.0.113.7', undefined, proxies)).toBe('203.0.113.7')
    expect(clientOf('203.0.113.7', undefined, trustedProxies([]))).toBe('203.0.113.7')
  })

  it('behind trusted proxies is the rightmost entry that is not one of them', () => {
    expect(clientOf('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1')
    // The client's own claim is left of what the proxies appended.
    expect(clientOf('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1')
    expect(clientOf('::1', ['6.6.6.6', '198.51.100.1'], proxies)).toBe('198.51.100.1')
  })

  it('stops at an entry that is no address, and is the proxy when it sent none', () => {
    expect(clientOf('127.0.0.1', 'evil, 198.51.100.1', proxies)).toBe('198.51.100.1')
    expect(clientOf('127.0.0.1', '198.51.100.1, evil', proxies)).toBe('127.0.0.1')
    expect(clientOf('127.0.0.1', undefined, proxies)).toBe('127.0.0.1')
    expect(clientOf(undefined, '198.51.100.1', proxies)).toBeNull()
  })
})

describe('decideClientAddresses', () => {
  let server: http.Server
  let stop: () => void
  let port: number
  const seen: Array<string | undefined> = []

  beforeAll(async () => {
    stop = decideClientAddresses(trustedProxies(['127.0.0.2']))
    server = http.createServer((request, response) => {
      seen.push(request.headers[CLIENT_ADDRESS_HEADER] as string | undefined)
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    stop()
    await new Promise((resolve) => server.close(resolve))
  })

  const send = (localAddress: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
      request.on('error', reject)
      request.end()
    })

  it("overwrites a client's own header with the address of its connection, and reads the trusted proxy's", async () => {
    await send('127.0.0.3', { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '5.6.7.8' })
    await send('127.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' })
    expect(seen).toEqual(['127.0.0.3', '198.51.100.9'])
  })
})
