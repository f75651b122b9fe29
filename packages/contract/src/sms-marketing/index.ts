export * from './constants'
export * from './resources'
export * from './endpoints'
export { SMS_MARKETING_MESSAGES } from './messages'
