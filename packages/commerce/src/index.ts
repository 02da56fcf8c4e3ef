export * from './access'
export * from './permissions'
