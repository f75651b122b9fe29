export * from './admin'
export * from './self'
export * from './bindings'
