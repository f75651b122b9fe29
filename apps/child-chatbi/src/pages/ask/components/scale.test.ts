import { bands, linear, niceTicks, percent, pieSlices, slicePath } from './scale'

describe('chart scaling', () => {
  it('count axes get whole, round ticks from 0 that reach the largest value', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3])
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(10)).toEqual([0, 2, 4, 6, 8, 10])
    expect(niceTicks(48)).toEqual([0, 10, 20, 30, 40, 50])
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500])
    expect(niceTicks(0)).toEqual([0, 1])
  })

  it('values scale linearly to the top tick; a zero top draws nothing', () => {
    const y = linear(8, 200)
    expect([y(0), y(2), y(8)]).toEqual([0, 50, 200])
    expect(linear(0, 200)(5)).toBe(0)
  })

  it('bands divide the width evenly and centre a padded bar in each', () => {
    const b = bands(4, 400, 0.2)
    expect(b.step).toBe(100)
    expect(b.barWidth).toBe(80)
    expect([b.start(0), b.start(3)]).toEqual([10, 310])
    expect(b.centre(1)).toBe(150)
  })

  it('pie slices follow each other clockwise in proportion, and nothing counted gives no slices', () => {
    const slices = pieSlices([1, 3, 0])
    expect(slices.map((s) => s.share)).toEqual([0.25, 0.75, 0])
    expect(slices[0]).toMatchObject({ start: 0, end: Math.PI / 2 })
    expect(slices[1]!.end).toBeCloseTo(2 * Math.PI)
    expect(pieSlices([0, 0])).toEqual([])
  })

  it('a slice is a wedge from the centre; more than half takes the large arc; a whole pie is a closed circle', () => {
    expect(slicePath(100, 100, 50, { start: 0, end: Math.PI / 2, share: 0.25 })).toBe(
      'M 100 100 L 100.00 50.00 A 50 50 0 0 1 150.00 100.00 Z',
    )
    expect(slicePath(100, 100, 50, { start: 0, end: 1.5 * Math.PI, share: 0.75 })).toContain(' 0 1 1 ')
    expect(slicePath(100, 100, 50, { start: 0, end: 2 * Math.PI, share: 1 })).toBe(
      'M 100.00 50.00 A 50 50 0 1 1 100.00 150.00 A 50 50 0 1 1 100.00 50.00 Z',
    )
  })

  it('shares read as percentages with one decimal', () => {
    expect([percent(1 / 3), percent(0.25), percent(1)]).toEqual(['33.3', '25', '100'])
  })
})
