export * from './access'
export * from './permissions'
export * from './price'
export * from './stock'
