export * from './dept'
