import type { Page } from '@store/contract'

/** A page of `records` as the contract answers it. */
export const pageOf = <T>(records: T[], total: number, q: { current: number; size: number }): Page<T> => ({
  records,
  total,
  size: q.size,
  current: q.current,
  pages: Math.ceil(total / q.size),
})
