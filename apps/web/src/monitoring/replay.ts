import { addIntegration, replayIntegration } from '@sentry/nextjs'

/**
 * Session replay (spec section 9), a chunk of its own loaded only with functional consent (C0003): every
 * text masked, every image, video and embed blocked, and recording stopped past 1,500 mutations (a page
 * that busy would cost the shopper more than the replay is worth). Inputs are masked by default.
 */
let replay: ReturnType<typeof replayIntegration> | null = null

export function startReplay(): void {
  if (replay) {
    // Consent given again after a withdrawal: record into the buffer, sent with the next error.
    replay.startBuffering()
    return
  }
  replay = replayIntegration({ maskAllText: true, blockAllMedia: true, mutationLimit: 1500 })
  addIntegration(replay)
}

/** Consent withdrawn: recording stops at once, and nothing more of this session is sent. */
export function stopReplay(): void {
  void replay?.stop()
}
