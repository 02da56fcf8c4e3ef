import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../../[...path]/page'

export { default } from '../../[...path]/page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
