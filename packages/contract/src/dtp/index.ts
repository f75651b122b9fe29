export * from './constants'
export * from './resources'
export * from './endpoints'
export { DTP_MESSAGES } from './messages'
