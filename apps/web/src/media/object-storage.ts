import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Env } from '../env'

/** The bucket and client settings when S3_BUCKET is set, else null (files on local disk). */
export function objectStorage(env: Env): { bucket: string; config: S3ClientConfig } | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    config: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  }
}
