export { default, metadata } from '../../hitta-butik/page'
