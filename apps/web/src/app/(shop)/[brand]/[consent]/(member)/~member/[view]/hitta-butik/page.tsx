export { default, metadata } from '../../../../(default)/hitta-butik/page'
