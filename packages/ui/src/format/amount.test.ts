import { formatAmount } from './amount'

describe('amounts (spec §5: two decimals, thousands separators)', () => {
  test.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-9876.5, '-9,876.50'],
    [0.005, '0.01'],
    ['2500', '2,500.00'],
    ['12.3', '12.30'],
  ])('%p shows as %p', (value, shown) => {
    expect(formatAmount(value)).toBe(shown)
  })

  test.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'nothing to show (%p) gives an empty text, never NaN',
    (value) => {
      expect(formatAmount(value)).toBe('')
    },
  )
})
