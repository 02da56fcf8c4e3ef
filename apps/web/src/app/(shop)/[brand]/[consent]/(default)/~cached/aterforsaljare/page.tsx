export { default, metadata } from '../../aterforsaljare/page'
