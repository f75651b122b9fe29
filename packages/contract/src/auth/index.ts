export * from './pwd-policy'
