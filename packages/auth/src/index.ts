export * from './login-payload'
export * from './password'
export * from './password-rules'
export * from './tokens'
