import { badRequest } from '../../core/errors'

/**
 * A bounded admission queue in front of a burst (the seckill's buyers): at most `running` pieces of
 * work hold a database transaction at once, at most `waiting` more wait their turn in arrival order,
 * and anyone beyond that is refused at once with "活动太火爆，请稍后再试" instead of piling onto the
 * database's connections. One per server process.
 */
export class Admission {
  private inFlight = 0
  private readonly queue: (() => void)[] = []

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight < this.running) this.inFlight += 1
    else if (this.queue.length >= this.waiting) throw badRequest('shopActivityBusy')
    // the finishing work hands its slot over: inFlight stays counted for the waiter it wakes
    else await new Promise<void>((admitted) => this.queue.push(admitted))
    try {
      return await work()
    } finally {
      const next = this.queue.shift()
      if (next) next()
      else this.inFlight -= 1
    }
  }
}

/** The seckill's admission: 8 transactions at once, 400 waiting (docs/shop-marketing/shop-activity.md). */
export const SECKILL_RUNNING = 8
export const SECKILL_WAITING = 400
