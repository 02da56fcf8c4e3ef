import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../page'

export { default } from '../page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
