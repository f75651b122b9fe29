export { formatAmount } from './amount'
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  disabledByLimit,
  formatDate,
  formatDateTime,
  monthRange,
  type DateLike,
} from './date'
export { isUrl, phoneProblem, phoneRule, urlRule, type PhoneProblem } from './validate'
