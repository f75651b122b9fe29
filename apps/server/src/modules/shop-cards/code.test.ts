import fc from 'fast-check'
import { generateCode, isWellFormed, normaliseCode } from './code'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Issue 26: entity coupon codes are unguessable and a mistyped one is caught by its check character. */
describe('entity coupon codes', () => {
  it('a generated code is 13 characters of the unambiguous alphabet and passes its check', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCode()
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/)
      expect(isWellFormed(code)).toBe(true)
    }
  })

  it('any single mistyped character is refused by the check character', () => {
    fc.assert(
      fc.property(fc.nat({ max: 12 }), fc.nat({ max: 31 }), (at, pick) => {
        const code = generateCode()
        const typed = ALPHABET[pick]!
        fc.pre(typed !== code[at])
        expect(isWellFormed(code.slice(0, at) + typed + code.slice(at + 1))).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('any two swapped neighbours are refused by the check character', () => {
    fc.assert(
      fc.property(fc.nat({ max: 11 }), (at) => {
        const code = generateCode()
        fc.pre(code[at] !== code[at + 1])
        const swapped = code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2)
        expect(isWellFormed(swapped)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('a code typed in lower case with spaces or dashes reads as the code', () => {
    const code = generateCode()
    expect(normaliseCode(`${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`)).toBe(code)
  })

  it('20,000 codes drawn hold no duplicate (60 random bits each)', () => {
    const seen = new Set(Array.from({ length: 20_000 }, generateCode))
    expect(seen.size).toBe(20_000)
  })
})
