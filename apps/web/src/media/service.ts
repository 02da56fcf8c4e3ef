import 'server-only'
import { MEDIA_FILE_NAME, mediaContentType } from './files'
import { readStoredFile, type StoredFile } from './storage'

/**
 * A media-library file by the name it is served at (GET /media/<file>), with its content type; null for
 * a name the library never writes or a file it does not hold.
 */
export async function openMediaFile(name: string): Promise<(StoredFile & { contentType: string }) | null> {
  const contentType = MEDIA_FILE_NAME.test(name) ? mediaContentType(name) : null
  if (!contentType) return null
  const file = await readStoredFile(name)
  return file ? { ...file, contentType } : null
}
