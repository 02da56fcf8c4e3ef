import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../../../kategorier/[...slug]/page'

export { default } from '../../../kategorier/[...slug]/page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
