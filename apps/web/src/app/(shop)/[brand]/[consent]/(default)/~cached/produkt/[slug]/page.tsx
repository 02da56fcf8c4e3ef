export { default, generateMetadata } from '../../../produkt/[slug]/page'
