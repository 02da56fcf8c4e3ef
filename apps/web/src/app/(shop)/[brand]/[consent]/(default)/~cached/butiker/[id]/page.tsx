export { default, generateMetadata } from '../../../butiker/[id]/page'
