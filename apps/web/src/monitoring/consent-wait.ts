/**
 * Spec section 9: session replay waits for the consent platform's object (it may load after us) up to
 * 5 s, asking every 200 ms. Resolves with the active groups as the platform exposes them
 * (`,C0001,C0003,`), or null when none appeared in time.
 */
export function waitForConsentObject(
  read: () => string | undefined,
  { timeoutMs = 5000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): Promise<string | null> {
  return new Promise((resolve) => {
    let waited = 0
    const ask = () => {
      const groups = read()
      if (typeof groups === 'string') return resolve(groups)
      if (waited >= timeoutMs) return resolve(null)
      waited += intervalMs
      schedule(ask, intervalMs)
    }
    ask()
  })
}
