import type { FastifyBaseLogger } from 'fastify'
import { RedisOutage, RedisWindowCounter } from './rate-limit'

/** A logger that keeps its warn and info lines. */
function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = []
  const log = {
    warn: (_obj: unknown, msg: string) => lines.push({ level: 'warn', msg }),
    info: (msg: string) => lines.push({ level: 'info', msg }),
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

/** A Redis whose `eval` fails while `down` is true, and otherwise counts the key's calls. */
function flakyRedis() {
  const counts = new Map<string, number>()
  const redis = {
    down: false,
    async eval(_script: string, _keys: number, key: string) {
      if (redis.down) throw new Error('connect ECONNREFUSED')
      const n = (counts.get(key) ?? 0) + 1
      counts.set(key, n)
      return [n, 30_000]
    },
  }
  return redis
}

describe('rate limits while Redis is down (docs/configuration.md)', () => {
  it('a Redis outage logs one warning however many calls it fails, and one line when Redis is back', async () => {
    const { log, lines } = recordingLog()
    const redis = flakyRedis()
    const outage = new RedisOutage(log)
    const ips = new RedisWindowCounter(redis as never, 100, 'rate:ip:', outage)
    const accounts = new RedisWindowCounter(redis as never, 100, 'rate:account:', outage)

    redis.down = true
    for (let i = 0; i < 20; i++) {
      await ips.hit('10.0.0.1')
      await accounts.hit('admin')
    }
    expect(lines).toEqual([{ level: 'warn', msg: 'rate limit: Redis failed, counting on this node' }])

    redis.down = false
    await ips.hit('10.0.0.1')
    await accounts.hit('admin')
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info'])

    redis.down = true
    await ips.hit('10.0.0.1')
    await ips.hit('10.0.0.1')
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info', 'warn'])
  })

  it('while Redis is down the node still enforces the limit in its own memory', async () => {
    const { log } = recordingLog()
    const redis = flakyRedis()
    redis.down = true
    const counter = new RedisWindowCounter(redis as never, 2, 'rate:ip:', new RedisOutage(log))
    expect(await counter.hit('10.0.0.1')).toBe(0)
    expect(await counter.hit('10.0.0.1')).toBe(0)
    expect(await counter.hit('10.0.0.1')).toBeGreaterThan(0)
  })
})
