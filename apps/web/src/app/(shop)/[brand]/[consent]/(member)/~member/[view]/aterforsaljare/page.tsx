export { default, metadata } from '../../../../(default)/aterforsaljare/page'
