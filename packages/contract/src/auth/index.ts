export * from './pwd-policy'
export * from './sso'
export * from './mfa'
export * from './oauth'
