import type { SanitizedConfig } from 'payload'

/**
 * Loads the Payload config from a plain Node process (seed CLI, scripts, tests).
 *
 * Node 20 has a race in ES-module top-level await: lexical's `*.node.mjs` entry files pick their
 * dev/prod build with `await import(...)`, and when @payloadcms/richtext-lexical pulls several of
 * them in at once the process sometimes exits with code 13 ("unsettled top-level await") and no
 * output. Evaluating `lexical` on its own first, and only then importing the config, avoids it
 * (measured: 8 of 10 bare imports failed, 0 of 10 after the preload). Next's bundles are not
 * affected. Static `import config from '@payload-config'` in a script is; use this instead.
 */
export async function loadPayloadConfig(): Promise<SanitizedConfig> {
  await import('@payloadcms/richtext-lexical/lexical')
  const { default: config } = await import('../payload.config')
  return config
}
