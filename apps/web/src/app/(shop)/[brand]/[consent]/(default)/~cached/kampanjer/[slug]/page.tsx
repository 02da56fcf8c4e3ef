import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../../../kampanjer/[slug]/page'

export { default } from '../../../kampanjer/[slug]/page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
