export { ConfirmButton } from './confirm-button'
export { GoodsSelect } from './goods-select'
export { LineList } from './line-list'
