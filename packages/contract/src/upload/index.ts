export * from './upload'
export * from './endpoints'
