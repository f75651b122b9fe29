export * from './download'
export * from './endpoints'
