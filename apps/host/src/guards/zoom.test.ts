import { readSnooze, saveSnooze, snoozeEnd, zoomPercent, zoomWarningDue, ZOOM_SNOOZE_KEY } from './zoom'

const NOW = Date.UTC(2024, 5, 1, 8)
const DAY = 24 * 60 * 60 * 1000

describe('zoom warning (spec §8, §9)', () => {
  test('the zoom is the device pixel ratio in percent', () => {
    expect(zoomPercent(1)).toBe(100)
    expect(zoomPercent(1.25)).toBe(125)
    expect(zoomPercent(0.9)).toBe(90)
  })

  test('a page at 100% gets no warning; a zoomed page in or out does', () => {
    expect(zoomWarningDue(1, 0, NOW)).toBe(false)
    expect(zoomWarningDue(1.1, 0, NOW)).toBe(true)
    expect(zoomWarningDue(0.8, 0, NOW)).toBe(true)
  })

  test('snoozing silences it for exactly 7 days', () => {
    const until = snoozeEnd(NOW)
    expect(until).toBe(NOW + 7 * DAY)
    expect(zoomWarningDue(1.25, until, NOW + 7 * DAY - 1)).toBe(false)
    expect(zoomWarningDue(1.25, until, NOW + 7 * DAY)).toBe(true)
  })

  test('the snooze is kept under the host’s key prefix and survives a reload', () => {
    localStorage.clear()
    expect(readSnooze()).toBe(0)
    saveSnooze(NOW)
    expect(localStorage.getItem(ZOOM_SNOOZE_KEY)).toBe(String(NOW + 7 * DAY))
    expect(ZOOM_SNOOZE_KEY.startsWith('store-')).toBe(true)
    expect(readSnooze()).toBe(NOW + 7 * DAY)
  })

  test('a corrupt stored snooze counts as none', () => {
    localStorage.setItem(ZOOM_SNOOZE_KEY, 'soon')
    expect(readSnooze()).toBe(0)
  })
})
