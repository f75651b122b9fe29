import { ALERT_GAP_MS, alertSchedule, playAlerts } from './alerts'

describe('sound alerts (spec §4: voiceTime 1 once; 3 three times 5 s apart)', () => {
  afterEach(() => jest.useRealTimers())

  it('schedules one play for voiceTime 1, three 5000 ms apart for 3, none without', () => {
    expect(ALERT_GAP_MS).toBe(5000)
    expect(alertSchedule(1)).toEqual([0])
    expect(alertSchedule(3)).toEqual([0, 5000, 10000])
    expect(alertSchedule(undefined)).toEqual([])
  })

  it('plays at those times, and cancelling stops the plays still to come', () => {
    jest.useFakeTimers()
    const played: number[] = []
    const start = Date.now()
    const cancel = playAlerts(3, () => played.push(Date.now() - start))
    jest.advanceTimersByTime(5000)
    expect(played).toEqual([0, 5000])
    cancel()
    jest.advanceTimersByTime(10_000)
    expect(played).toEqual([0, 5000])
  })

  it('voiceTime 1 plays exactly once', () => {
    jest.useFakeTimers()
    let plays = 0
    playAlerts(1, () => plays++)
    jest.advanceTimersByTime(60_000)
    expect(plays).toBe(1)
  })
})
