export * from './constants'
export * from './activity'
export * from './records'
export { SHOP_ACTIVITY_MESSAGES } from './messages'
