import { PROMOTION_MESSAGES } from '@store/contract'
import { evaluate } from './evaluate'
import { assertPromType, InvalidCartError, PROM_TYPE_ERROR_CODE, PromTypeError } from './errors'
import { activity, cart, line } from './test-kit'

describe('spec §5: a promotion type outside 1 to 4 is an error', () => {
  it.each([0, 5, -1, 2.5, '4', null, undefined])('promType %p is refused with PromTypeError', (promType) => {
    const input = cart(
      [line('L1', 'A', 1, 1000)],
      [
        activity('ok', 4, { kind: 'discountRate', percent: 90 }),
        activity('bad', promType as number, { kind: 'discountRate', percent: 90 }),
      ],
    )
    let thrown: unknown
    try {
      evaluate(input)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(PromTypeError)
    expect(thrown).toMatchObject({
      code: PROM_TYPE_ERROR_CODE,
      activityId: 'bad',
      promType,
      message: PROMOTION_MESSAGES.promTypeInvalid.zh_CN.replace('{value}', String(promType)),
    })
  })

  it('is refused even when the activity would be rejected for another reason (out of time)', () => {
    const bad = activity(
      'bad',
      9,
      { kind: 'discountRate', percent: 90 },
      { time: { end: '2000-01-01T00:00:00Z' } },
    )
    expect(() => evaluate(cart([line('L1', 'A', 1, 1000)], [bad]))).toThrow(PromTypeError)
  })

  it.each([1, 2, 3, 4])('promType %p is accepted', (promType) => {
    expect(() => assertPromType(promType)).not.toThrow()
  })
})

describe('a cart the engine cannot price', () => {
  it.each([
    ['a zero quantity', line('L1', 'A', 0, 1000)],
    ['a fractional quantity', line('L1', 'A', 1.5, 1000)],
    ['a fractional price (not whole fen)', line('L1', 'A', 1, 10.5)],
    ['a negative price', line('L1', 'A', 1, -1)],
  ])('%s is refused with InvalidCartError', (_name, bad) => {
    expect(() => evaluate(cart([bad], []))).toThrow(InvalidCartError)
  })
})
