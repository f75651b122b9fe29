import { translate } from '@store/contract'
import { AppError } from '../../core/errors'
import { Admission } from './admission'

/** The seckill's admission queue: a bounded number at once, a bounded number waiting, the rest told to retry. */
describe('Seckill admission queue', () => {
  it('runs at most `running` at once, queues `waiting` in arrival order, refuses the rest as busy at once', async () => {
    const admission = new Admission(2, 3)
    let inFlight = 0
    let most = 0
    const order: number[] = []
    const release: (() => void)[] = []
    const work = (i: number) => () =>
      new Promise<number>((done) => {
        inFlight += 1
        most = Math.max(most, inFlight)
        order.push(i)
        release.push(() => {
          inFlight -= 1
          done(i)
        })
      })
    const outcomes = Array.from({ length: 7 }, (_, i) =>
      admission.run(work(i)).then(
        (v) => `done ${v}`,
        (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e)),
      ),
    )
    expect(await outcomes[5]).toBe('活动太火爆，请稍后再试')
    expect(await outcomes[6]).toBe('活动太火爆，请稍后再试')
    let finished = 0
    for (const o of outcomes.slice(0, 5)) void o.then(() => (finished += 1))
    while (finished < 5) {
      await new Promise((r) => setImmediate(r))
      release.shift()?.()
    }
    expect(await Promise.all(outcomes.slice(0, 5))).toEqual([0, 1, 2, 3, 4].map((i) => `done ${i}`))
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
  })

  it('a failing piece of work hands its slot on: the queue keeps moving', async () => {
    const admission = new Admission(1, 5)
    const failed = admission.run(() => Promise.reject(new Error('boom')))
    const next = admission.run(() => Promise.resolve('next ran'))
    await expect(failed).rejects.toThrow('boom')
    expect(await next).toBe('next ran')
  })
})
