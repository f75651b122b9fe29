import type { PromType } from './types'

export type Locale = 'zh_CN' | 'zh_HK' | 'en'

/**
 * Spec §5: "Promotion type outside 1 to 4 is an error." The spec quotes no wording for it, so these are
 * ours; the English one is the spec's sentence.
 */
export const PROM_TYPE_ERROR_CODE = 'PROM_TYPE_OUT_OF_RANGE'
export const PROM_TYPE_ERROR_MESSAGES: Record<Locale, string> = {
  zh_CN: '促销类型超出 1 到 4 的范围（1 套装，2 单品，3 系列，4 整单）',
  zh_HK: '促銷類型超出 1 到 4 的範圍（1 套裝，2 單品，3 系列，4 整單）',
  en: 'Promotion type outside 1 to 4 is an error (1 set, 2 single item, 3 series, 4 whole order)',
}

export class PromTypeError extends Error {
  readonly code = PROM_TYPE_ERROR_CODE
  constructor(
    readonly promType: unknown,
    readonly activityId?: string,
  ) {
    super(PROM_TYPE_ERROR_MESSAGES.zh_CN)
    this.name = 'PromTypeError'
  }
}

export const isPromType = (value: unknown): value is PromType =>
  value === 1 || value === 2 || value === 3 || value === 4

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
