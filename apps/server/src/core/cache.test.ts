import { TtlCache } from './cache'

describe('TtlCache', () => {
  it('runs one lookup for concurrent misses and serves it until it expires', async () => {
    const cache = new TtlCache<number>(50)
    let calls = 0
    const load = async () => ++calls
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      1, 1, 1,
    ])
    await new Promise((r) => setTimeout(r, 60))
    expect(await cache.get('k', load)).toBe(2)
  })

  it('forgets a failed lookup so the next call tries again', async () => {
    const cache = new TtlCache<number>(10_000)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 7)).toBe(7)
  })
})
