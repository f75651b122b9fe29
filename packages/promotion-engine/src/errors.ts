import { isPromType, PROMOTION_MESSAGES, type PromType } from '@store/contract'

export type Locale = 'zh_CN' | 'zh_HK' | 'en'

export { isPromType }

/** Spec §5: "Promotion type outside 1 to 4 is an error." */
export const PROM_TYPE_ERROR_CODE = 'PROM_TYPE_OUT_OF_RANGE'

/** Worded by the contract's `promTypeInvalid`, the message the server's refusal carries too. */
export class PromTypeError extends Error {
  readonly code = PROM_TYPE_ERROR_CODE
  constructor(
    readonly promType: unknown,
    readonly activityId?: string,
  ) {
    super(PROMOTION_MESSAGES.promTypeInvalid.zh_CN.replace('{value}', String(promType)))
    this.name = 'PromTypeError'
  }
}

/** Throws PromTypeError unless `value` is 1, 2, 3 or 4 (for the server's save as well as the engine). */
export function assertPromType(value: unknown, activityId?: string): asserts value is PromType {
  if (!isPromType(value)) throw new PromTypeError(value, activityId)
}

/** A cart the engine cannot price: fen and quantities are integers, quantities at least 1. */
export class InvalidCartError extends Error {
  constructor(readonly lineId: string) {
    super(
      `cart line ${lineId}: quantity must be a positive integer and the unit price whole non-negative fen`,
    )
    this.name = 'InvalidCartError'
  }
}
