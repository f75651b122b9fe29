import { treeColumnSpan, widthTier } from './width'

describe('screen size tiers at widths 768, 1150, 1200 (spec §2)', () => {
  test.each([
    [375, 'narrow'],
    [767, 'narrow'],
    [768, 'compact'],
    [1149, 'compact'],
    [1150, 'medium'],
    [1199, 'medium'],
    [1200, 'full'],
    [1920, 'full'],
  ])('a window %i px wide is %s', (width, tier) => {
    expect(widthTier(width)).toBe(tier)
  })
})

describe('the left column of a tree-type page spans 4 or 3 of 24 (spec §2)', () => {
  test('4 of 24 up to 1440 px', () => {
    expect(treeColumnSpan(768)).toBe(4)
    expect(treeColumnSpan(1366)).toBe(4)
    expect(treeColumnSpan(1440)).toBe(4)
  })

  test('3 of 24 when the screen is wider than 1440 px', () => {
    expect(treeColumnSpan(1441)).toBe(3)
    expect(treeColumnSpan(1920)).toBe(3)
  })

  test('on a narrow screen the tree takes the whole row', () => {
    expect(treeColumnSpan(767)).toBe(24)
  })
})
