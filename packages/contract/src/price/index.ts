export * from './constants'
export * from './resources'
export * from './endpoints'
export { PRICE_MESSAGES } from './messages'
