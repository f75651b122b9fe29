export * from './constants'
export * from './endpoints'
export * from './messages'
export * from './resources'
