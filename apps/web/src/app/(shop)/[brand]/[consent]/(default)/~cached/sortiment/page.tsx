export { default, generateMetadata } from '../../sortiment/page'
