import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { gracefulShutdown } from './shutdown'

/** A real HTTP server whose `/slow` answers only when the test says so. */
async function slowServer() {
  let started!: () => void
  let answer!: () => void
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve
  })
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const server = http.createServer(async (request, response) => {
    if (request.url === '/slow') {
      started()
      await answered
    }
    response.end('klar')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, port, requestStarted, answer }
}

const agent = new http.Agent({ keepAlive: true })
const get = (port: number, path: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve(body))
      })
      .on('error', reject)
  })

describe('graceful shutdown', () => {
  it('stops taking requests, finishes the one in flight, then runs the steps in order and exits 0', async () => {
    const ran: string[] = []
    const codes: number[] = []
    const shutdown = gracefulShutdown({
      steps: [
        { name: 'pools', run: async () => ran.push('pools') },
        { name: 'reports', run: () => ran.push('reports') },
      ],
      exit: (code) => codes.push(code),
    })
    const { port, requestStarted, answer } = await slowServer()
    expect(await get(port, '/fast')).toBe('klar') // an idle keep-alive connection stays open after this
    const slow = get(port, '/slow')
    await requestStarted

    const done = shutdown('SIGTERM')
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(ran).toEqual([])

    answer()
    expect(await slow).toBe('klar')
    await done
    expect(ran).toEqual(['pools', 'reports'])
    expect(codes).toEqual([0])
    // A second signal does not start it again.
    await shutdown('SIGTERM')
    expect(codes).toEqual([0])
  })

  it('runs every step when one fails, and exits 1', async () => {
    const ran: string[] = []
    const codes: number[] = []
    const shutdown = gracefulShutdown({
      steps: [
        {
          name: 'pools',
          run: () => {
            throw new Error('trasig pool')
          },
        },
        { name: 'claim', run: () => ran.push('claim') },
      ],
      exit: (code) => codes.push(code),
    })
    await shutdown('SIGINT')
    expect(ran).toEqual(['claim'])
    expect(codes).toEqual([1])
  })
})
