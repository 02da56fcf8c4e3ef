export { default } from '../../../(default)/not-found'
