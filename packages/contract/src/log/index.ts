export * from './client-log'
