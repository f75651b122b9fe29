export * from './admin'
