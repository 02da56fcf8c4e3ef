// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

const started = vi.hoisted(() => ({ vitals: 0 }))
vi.mock('@/tracking/web-vitals', () => ({
  startWebVitals: () => {
    started.vitals++
  },
}))

import { startRuntime } from './runtime'

/** A window whose idle callbacks run when the test says. */
function fakeWindow() {
  const waiting: Array<() => void> = []
  const win = {
    requestIdleCallback: (run: () => void) => waiting.push(run),
    setTimeout,
    addEventListener: () => {},
    removeEventListener: () => {},
    sessionStorage: undefined,
    document,
  }
  const runIdle = async () => {
    for (const run of waiting.splice(0)) run()
    await vi.dynamicImportSettled()
  }
  return { win: win as unknown as Window, runIdle }
}

describe('the shell runtime', () => {
  afterEach(() => {
    started.vitals = 0
  })

  it('starts the web-vitals reports when the browser is idle', async () => {
    const { win, runIdle } = fakeWindow()
    startRuntime(win)
    expect(started.vitals).toBe(0)
    await runIdle()
    expect(started.vitals).toBe(1)
  })

  it('starts nothing once stopped, though the idle time comes after (a shell unmounted first)', async () => {
    const { win, runIdle } = fakeWindow()
    const stop = startRuntime(win)
    stop()
    await runIdle()
    expect(started.vitals).toBe(0)
  })
})
