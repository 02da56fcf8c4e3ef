import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let started: Promise<Payload> | null = null

/** The one Payload instance of this process (Payload caches it; this keeps the import in one place). */
export function payload(): Promise<Payload> {
  if (!started) {
    const attempt = getPayload({ config })
    started = attempt
    // A failed start (database away) is tried again by the next caller, as getPayload itself does.
    attempt.catch(() => {
      if (started === attempt) started = null
    })
  }
  return started
}

/** Closes the database pool (shutdown), if this process ever opened one. */
export async function closePayload(): Promise<void> {
  const running = started
  started = null
  if (running) await (await running.catch(() => null))?.destroy()
}
