import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it; this keeps the import in one place). */
export function payload(): Promise<Payload> {
  return getPayload({ config })
}
