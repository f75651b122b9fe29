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
