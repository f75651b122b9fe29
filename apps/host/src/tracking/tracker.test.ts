import { TRACK_BATCH_MAX, TRACK_FLUSH_MS, createTracker, type OperationRecord } from './tracker'

const rec = (n: number): OperationRecord => ({ operationType: 'visit', menuName: `m${n}`, timestamp: n })

afterEach(() => jest.useRealTimers())

test('records are sent in one batch every 30 s', async () => {
  jest.useFakeTimers()
  const send = jest.fn().mockResolvedValue(1)
  const tracker = createTracker(send)
  tracker.record(rec(1))
  tracker.record(rec(2))
  expect(send).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(TRACK_FLUSH_MS)
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith([rec(1), rec(2)])
  await jest.advanceTimersByTimeAsync(TRACK_FLUSH_MS)
  expect(send).toHaveBeenCalledTimes(1)
  tracker.stop()
})

test('hiding the page sends the queue', async () => {
  const send = jest.fn().mockResolvedValue(1)
  const tracker = createTracker(send)
  tracker.record(rec(1))
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  await Promise.resolve()
  expect(send).toHaveBeenCalledWith([rec(1)])
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  tracker.stop()
})

test(`a batch never exceeds ${TRACK_BATCH_MAX} records; a full queue goes at once`, async () => {
  const sent: number[] = []
  const tracker = createTracker(async (batch) => sent.push(batch.length))
  for (let i = 0; i < TRACK_BATCH_MAX + 5; i++) tracker.record(rec(i))
  await tracker.flush()
  await tracker.flush()
  expect(sent).toEqual([TRACK_BATCH_MAX, 5])
  tracker.stop()
})

test('a failed batch is kept and sent again with the next flush', async () => {
  const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(1)
  const tracker = createTracker(send)
  tracker.record(rec(1))
  await tracker.flush()
  tracker.record(rec(2))
  await tracker.flush()
  expect(send).toHaveBeenLastCalledWith([rec(1), rec(2)])
  tracker.stop()
})
