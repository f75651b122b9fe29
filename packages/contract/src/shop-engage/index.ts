export * from './constants'
export * from './lucky-draw'
export { SHOP_ENGAGE_MESSAGES } from './messages'
export * from './distribution'
