export * from './source'
