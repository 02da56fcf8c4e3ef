import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../../../(default)/page'

export { default } from '../../../(default)/page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
