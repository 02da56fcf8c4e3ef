import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { reportingBootScript } from './boot-script'
import { waitForConsentObject } from './consent-wait'
import { isAbortedRequest, MAX_BREADCRUMBS, sharedOptions } from './options'

const config = { dsn: 'https://key@errors.example.se/1', environment: 'production', replayErrorRate: 1 }

describe('the options every runtime shares', () => {
  it('keep 25 breadcrumbs and send no personal data by default', () => {
    expect(sharedOptions(config)).toMatchObject({ dsn: config.dsn, maxBreadcrumbs: 25, sendDefaultPii: false })
    expect(MAX_BREADCRUMBS).toBe(25)
  })

  it("drop 'request aborted', however it arrives, and nothing else", () => {
    const drop = sharedOptions(config).beforeSend
    const event = (value: string) => ({ type: undefined, exception: { values: [{ type: 'Error', value }] } })
    expect(drop(event('request aborted'), {})).toBeNull()
    expect(drop(event('Request aborted: signal'), {})).toBeNull()
    expect(drop({ type: undefined, message: 'request aborted' }, {})).toBeNull()
    expect(drop({ type: undefined }, { originalException: new Error('request aborted by the page') })).toBeNull()
    const kept = event('Databasen svarar inte')
    expect(drop(kept, {})).toBe(kept)
    expect(isAbortedRequest({ message: 'the request aborted halfway' })).toBe(false)
  })
})

describe('the boot script of error reporting', () => {
  function boot(script: string) {
    const listeners: Record<string, (event: unknown) => void> = {}
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener
      },
    }
    runInNewContext(script, { window })
    return { window, listeners }
  }

  it('is empty without a DSN: no config, no list, nothing for the runtime to load', () => {
    expect(reportingBootScript(null)).toBe('')
  })

  it('hands the config over and keeps the errors of the first seconds, at most 20, until the SDK runs', () => {
    const { window, listeners } = boot(reportingBootScript(config))
    expect(window.__shopReporting).toEqual(config)
    const failure = new Error('tidigt fel')
    listeners.error?.({ error: failure, message: 'tidigt fel' })
    listeners.unhandledrejection?.({ reason: 'avvisat löfte' })
    listeners.error?.({ message: 'Script error.' })
    expect(window.__shopErrors).toEqual([failure, 'avvisat löfte', 'Script error.'])
    for (let n = 0; n < 30; n++) listeners.error?.({ message: `fel ${n}` })
    expect(window.__shopErrors).toHaveLength(20)
    window.__shopReportingLive = true
    listeners.error?.({ message: 'efter starten' })
    expect(window.__shopErrors).toHaveLength(20)
  })

  it('escapes what it embeds', () => {
    expect(reportingBootScript({ ...config, release: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('waiting for the consent object (spec section 9: up to 5 s, every 200 ms)', () => {
  /** Runs scheduled calls at once, counting the time they stand for. */
  function clock() {
    let now = 0
    const schedule = (run: () => void, ms: number) => {
      now += ms
      run()
    }
    return { schedule, elapsed: () => now }
  }

  it('answers at once when the object is there', async () => {
    const { schedule, elapsed } = clock()
    expect(await waitForConsentObject(() => ',C0001,C0003,', {}, schedule)).toBe(',C0001,C0003,')
    expect(elapsed()).toBe(0)
  })

  it('asks every 200 ms and answers when the platform has loaded', async () => {
    const { schedule, elapsed } = clock()
    let asked = 0
    const groups = await waitForConsentObject(() => (++asked === 4 ? ',C0001,' : undefined), {}, schedule)
    expect(groups).toBe(',C0001,')
    expect(elapsed()).toBe(600)
  })

  it('gives up after 5 s', async () => {
    const { schedule, elapsed } = clock()
    let asked = 0
    expect(
      await waitForConsentObject(
        () => {
          asked++
          return undefined
        },
        {},
        schedule,
      ),
    ).toBeNull()
    expect(elapsed()).toBe(5000)
    expect(asked).toBe(26)
  })
})
