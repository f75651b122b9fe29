import { disabledByLimit, formatDate, formatDateTime, monthRange } from './date'

describe('date formats (spec §5)', () => {
  const at = new Date(2024, 1, 9, 7, 5, 3)

  test('a date is yyyy-MM-dd, zero-padded', () => {
    expect(formatDate(at)).toBe('2024-02-09')
  })

  test('a date-time is yyyy-MM-dd HH:mm:ss, zero-padded', () => {
    expect(formatDateTime(at)).toBe('2024-02-09 07:05:03')
    expect(formatDateTime(at.getTime())).toBe('2024-02-09 07:05:03')
  })

  test('a value with valueOf (a dayjs) is read like a Date', () => {
    expect(formatDate({ valueOf: () => at.getTime() })).toBe('2024-02-09')
  })
})

describe('month helper (spec §5: first day 00:00:00 to last day 23:59:59)', () => {
  test.each([
    [new Date(2024, 1, 15), ['2024-02-01 00:00:00', '2024-02-29 23:59:59']],
    [new Date(2023, 1, 28, 23, 59), ['2023-02-01 00:00:00', '2023-02-28 23:59:59']],
    [new Date(2024, 11, 31, 12), ['2024-12-01 00:00:00', '2024-12-31 23:59:59']],
    [new Date(2024, 3, 1), ['2024-04-01 00:00:00', '2024-04-30 23:59:59']],
  ])('the month of %p', (day, range) => {
    expect(monthRange(day)).toEqual(range)
  })
})

describe('date picker limit (spec §5)', () => {
  const limit = new Date(2024, 5, 15, 18, 30)
  const day = (d: number, hour = 12) => new Date(2024, 5, d, hour)

  test('by default the limit day and every day after it are disabled, earlier days are not', () => {
    const disabled = disabledByLimit(limit)
    expect(disabled(day(14, 23))).toBe(false)
    expect(disabled(day(15, 0))).toBe(true)
    expect(disabled(day(15, 23))).toBe(true)
    expect(disabled(day(16))).toBe(true)
  })

  test("with the 'after' flag the limit day and every day before it are disabled, later days are not", () => {
    const disabled = disabledByLimit(limit, { after: true })
    expect(disabled(day(14))).toBe(true)
    expect(disabled(day(15, 23))).toBe(true)
    expect(disabled(day(16, 0))).toBe(false)
  })
})
