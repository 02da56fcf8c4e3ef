import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * A local server that speaks S3's protocol (s3rver), standing in for the bucket several instances keep
 * their media in (a file on one instance's disk is not on the others'). `settings` are the app's S3_*
 * variables for it; `useLocalS3()` puts them in this process's environment, so the seed and every
 * instance started from here (childEnv in server.mjs) write and read the same bucket.
 */
export async function startLocalS3({ port = 4569, bucket = 'shop-media' } = {}) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  // A benchmark ends with process.exit: the bucket's folder goes with the process.
  process.once('exit', () => rmSync(directory, { recursive: true, force: true }))
  return {
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's own key pair: it checks signatures as S3 does.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Unless S3_BUCKET names a bucket already: a local one, its settings in process.env until `stop()`. */
export async function useLocalS3(options) {
  if (process.env.S3_BUCKET) return { stop: async () => {} }
  const s3 = await startLocalS3(options)
  Object.assign(process.env, s3.settings)
  return {
    ...s3,
    stop: async () => {
      for (const key of Object.keys(s3.settings)) delete process.env[key]
      await s3.stop()
    },
  }
}
