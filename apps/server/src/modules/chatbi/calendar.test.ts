import { lastDays, lastMonths, localToday, onCalendar } from './calendar'

describe('chat-BI calendars: every period of a time series, in the tenant’s time zone', () => {
  it('today is the local date of the tenant’s time zone', () => {
    const instant = new Date('2026-03-31T18:30:00Z')
    expect(localToday(instant, 'Asia/Shanghai')).toBe('2026-04-01')
    expect(localToday(instant, 'America/New_York')).toBe('2026-03-31')
  })

  it('the last n days run oldest first across month and year ends, leap days included', () => {
    expect(lastDays('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'])
    expect(lastDays('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01'])
    expect(lastDays('2026-03-09', 14)).toHaveLength(14)
  })

  it('the last n months run oldest first across a year end', () => {
    expect(lastMonths('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(lastMonths('2026-03-31', 2)).toEqual(['2026-02', '2026-03'])
  })

  it('periods without counts answer 0, and counts outside the calendar are left out', () => {
    const counted = [
      { period: '2026-01-02', count: 3 },
      { period: '2025-12-01', count: 9 },
    ]
    expect(onCalendar(['2026-01-01', '2026-01-02'], counted)).toEqual([
      ['2026-01-01', 0],
      ['2026-01-02', 3],
    ])
  })
})
