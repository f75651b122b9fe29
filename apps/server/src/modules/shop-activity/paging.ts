/** One page of records as the contract answers it. */
export const pageOf = <T>(records: T[], total: number, current: number, size: number) => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
})
