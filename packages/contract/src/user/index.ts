export * from './admin'
export * from './self'
