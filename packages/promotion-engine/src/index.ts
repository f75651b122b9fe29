export * from './types'
export { evaluate } from './evaluate'
export {
  assertPromType,
  InvalidCartError,
  isPromType,
  PROM_TYPE_ERROR_CODE,
  PromTypeError,
  type Locale,
} from './errors'
export { describeReason, reason, REASON_CODES, REASON_TEMPLATES, type ReasonCode } from './reasons'
export { apportion, formatFen } from './money'
export { layerOf } from './pipeline'
