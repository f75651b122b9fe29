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
})
