import { isPromType, type PromType } from '@store/contract'
import { badRequest } from '../../core/errors'

/** spec §5: a promotion type outside 1 to 4 is an error. */
export function assertPromType(value: unknown): asserts value is PromType {
  if (!isPromType(value)) throw badRequest('promTypeInvalid', { value: String(value) })
}
