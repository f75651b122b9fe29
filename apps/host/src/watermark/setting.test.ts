import { opacityOf, tileSize, watermarkLines } from './setting'

const user = { account: 'admin', realName: '张三', deptName: '总部', phone: '13800138000' }

describe('watermark content (spec §3 markTypeContent)', () => {
  test('names become the user’s values and date becomes today, in the order given', () => {
    expect(watermarkLines('realName,account,date', user, '2024-06-01')).toEqual([
      '张三',
      'admin',
      '2024-06-01',
    ])
    expect(watermarkLines('phone, deptName', user, '2024-06-01')).toEqual(['13800138000', '总部'])
  })

  test('any other part is a fixed text printed as written', () => {
    expect(watermarkLines('内部资料,account', user, '2024-06-01')).toEqual(['内部资料', 'admin'])
  })

  test('a value the shell does not know and empty parts are left out', () => {
    expect(
      watermarkLines('deptName,,phone,account', { account: 'clerk', realName: '李四' }, '2024-06-01'),
    ).toEqual(['clerk'])
  })
})

describe('watermark drawing rules', () => {
  test('the opacity is the clarity divided by 100, kept within 0…1', () => {
    expect(opacityOf({ waterClarity: 15 })).toBe(0.15)
    expect(opacityOf({ waterClarity: 100 })).toBe(1)
    expect(opacityOf({ waterClarity: 130 })).toBe(1)
    expect(opacityOf({ waterClarity: -5 })).toBe(0)
  })

  test('a tile holds the widest line plus the horizontal gap and every line plus the vertical gap', () => {
    const setting = { rightSize: 160, downSize: 120, lineHeight: 24, fontSize: 15 }
    expect(tileSize(setting, [80.2, 120.5, 60])).toEqual({ width: 281, height: 192 })
  })

  test('lines are never packed tighter than the font size', () => {
    expect(tileSize({ rightSize: 0, downSize: 0, lineHeight: 10, fontSize: 15 }, [50, 50])).toEqual({
      width: 50,
      height: 30,
    })
  })
})
