import { formatAmount } from './format'

describe('formatAmount', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatAmount('25600')).toBe('25,600.00')
    expect(formatAmount('1280.5')).toBe('1,280.50')
    expect(formatAmount(1234567.891)).toBe('1,234,567.89')
    expect(formatAmount('-42.1')).toBe('-42.10')
  })

  it('leaves an empty amount empty and an unreadable one as it came', () => {
    expect(formatAmount(null)).toBe('')
    expect(formatAmount('')).toBe('')
    expect(formatAmount('n/a')).toBe('n/a')
  })
})
