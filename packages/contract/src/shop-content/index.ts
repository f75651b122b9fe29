export * from './constants'
export * from './help'
export { SHOP_CONTENT_MESSAGES } from './messages'
