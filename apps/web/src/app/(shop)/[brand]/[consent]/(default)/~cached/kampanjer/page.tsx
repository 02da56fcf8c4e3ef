export { default, generateMetadata } from '../../kampanjer/page'
