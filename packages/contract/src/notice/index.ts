export * from './inbox'
