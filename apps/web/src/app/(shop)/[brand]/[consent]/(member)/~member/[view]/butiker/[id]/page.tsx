export { default, generateMetadata } from '../../../../../(default)/butiker/[id]/page'
