import { metadataWithoutQuery } from '@/page-cache/metadata'
import { generateMetadata as pageMetadata } from '../../../sortiment/[slug]/page'

export { default } from '../../../sortiment/[slug]/page'
export const generateMetadata = metadataWithoutQuery(pageMetadata)
