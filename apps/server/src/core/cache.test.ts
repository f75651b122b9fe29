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

describe('TtlCache.invalidate', () => {
  it('forgets the matching entries at once and keeps the others', async () => {
    const cache = new TtlCache<string>(60_000)
    let version = 1
    const load = (key: string) => async () => `${key}@${version}`
    await cache.get('100001:a', load('100001:a'))
    await cache.get('100002:a', load('100002:a'))
    version = 2
    cache.invalidate((key) => key.startsWith('100001:'))
    expect(await cache.get('100001:a', load('100001:a'))).toBe('100001:a@2')
    expect(await cache.get('100002:a', load('100002:a'))).toBe('100002:a@1')
    cache.invalidate()
    expect(await cache.get('100002:a', load('100002:a'))).toBe('100002:a@2')
  })

  it('a lookup that fails after it was replaced does not remove its replacement', async () => {
    const cache = new TtlCache<number>(60_000)
    let fail!: (e: Error) => void
    const first = cache.get('k', () => new Promise<number>((_, reject) => (fail = reject)))
    cache.invalidate()
    expect(await cache.get('k', async () => 2)).toBe(2)
    fail(new Error('late'))
    await expect(first).rejects.toThrow('late')
    expect(await cache.get('k', async () => 3)).toBe(2)
  })
})
