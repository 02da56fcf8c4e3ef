import 'server-only'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { env } from '../env'
import { mediaStaticDir } from './files'
import { objectStorage } from './object-storage'

/** A stored file's bytes as a web stream, with its length when known. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>
  size?: number
}

const storage = objectStorage(env)
let client: S3Client | undefined

/**
 * Reads a media file where Payload stored it: the bucket when S3 is configured (Payload's S3 adapter
 * keys objects by file name), else UPLOAD_DIR/media. `name` is already checked to be a bare file name.
 */
export async function readStoredFile(name: string): Promise<StoredFile | null> {
  if (storage) {
    client ??= new S3Client(storage.config)
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: name }))
      if (!object.Body) return null
      return { body: object.Body.transformToWebStream(), size: object.ContentLength }
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }
  const file = path.join(mediaStaticDir(), name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size }
}
