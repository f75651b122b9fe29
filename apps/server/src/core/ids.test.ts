import { IdGenerator } from './ids'

describe('64-bit time-ordered ids', () => {
  it('are decimal strings that fit a signed bigint', () => {
    const id = new IdGenerator(1).next()
    expect(id).toMatch(/^[1-9][0-9]{0,18}$/)
    expect(BigInt(id) < 2n ** 63n).toBe(true)
  })

  it('are unique and increasing, also beyond 4096 in one millisecond', () => {
    const gen = new IdGenerator(7)
    const ids = Array.from({ length: 50_000 }, () => BigInt(gen.next()))
    expect(new Set(ids).size).toBe(ids.length)
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true)
  })

  it('differ between nodes at the same instant', () => {
    const a = new IdGenerator(1).next()
    const b = new IdGenerator(2).next()
    expect(a).not.toBe(b)
  })

  it('refuse a node id outside 0..1023', () => {
    expect(() => new IdGenerator(1024)).toThrow('node id must be an integer from 0 to 1023')
  })
})

describe('reserved id blocks', () => {
  it('hold count ids below every id handed out afterwards, none shared with earlier ones', () => {
    const gen = new IdGenerator(5)
    const before = BigInt(gen.next())
    const block = gen.reserve(10_000)
    const idAt = (n: number) =>
      ((BigInt(block.msOffset) + BigInt(Math.floor(n / 4096))) << 22n) |
      (BigInt(block.node) << 12n) |
      BigInt(n % 4096)
    const after = BigInt(gen.next())
    expect(idAt(0) > before).toBe(true)
    expect(idAt(block.count - 1) < after).toBe(true)
    expect(new Set(Array.from({ length: block.count }, (_, n) => idAt(n))).size).toBe(block.count)
  })
})
