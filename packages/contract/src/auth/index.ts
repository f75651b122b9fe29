export * from './pwd-policy'
export * from './oauth'
