import { memberFilter } from '.'

describe('the member search body (insider/save/query)', () => {
  it('sends only the filled fields, trimmed, and the status as a number', () => {
    expect(
      memberFilter({
        current: 2,
        pageSize: 20,
        phone: ' 13800000001 ',
        name: '',
        cardNo: '   ',
        status: '0',
        registerDateFrom: '2026-01-01',
        registerDateTo: '2026-01-31',
      }),
    ).toEqual({
      phone: '13800000001',
      status: 0,
      registerDateFrom: '2026-01-01',
      registerDateTo: '2026-01-31',
    })
  })

  it('sends the chosen grade, shop, shop assistant and the tags as comma-separated ids', () => {
    expect(
      memberFilter({ gradeId: '9002', shopId: '31', guideId: '', tagIds: ['71', '72'], brandId: undefined }),
    ).toEqual({ gradeId: '9002', shopId: '31', tagIds: '71,72' })
    expect(memberFilter({ tagIds: [] })).toEqual({})
  })
})
