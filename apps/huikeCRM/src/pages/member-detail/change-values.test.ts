import { changedValue, type ChangeLookups } from './change-values'

const lookups: ChangeLookups = {
  brandId: [{ value: '11', label: 'Kang Jian' }],
  shopId: [{ value: '21', label: 'Harbour City' }],
  tags: [
    { value: '31', label: 'VIP' },
    { value: '32', label: 'Diabetic' },
  ],
}

describe('a member change value as the user reads it', () => {
  it('a brand and a shop show by name', () => {
    expect(changedValue('brandId', '11', lookups, 'en')).toBe('Kang Jian')
    expect(changedValue('shopId', '21', lookups, 'zh_CN')).toBe('Harbour City')
  })

  it('tags show by their names, an unknown tag by its id', () => {
    expect(changedValue('tags', '31,99,32', lookups, 'en')).toBe('VIP, 99, Diabetic')
  })

  it('a status shows its option label in the user’s language', () => {
    expect(changedValue('status', '0', lookups, 'en')).toBe('Frozen')
    expect(changedValue('status', '1', lookups, 'zh_HK')).toBe('正常')
  })

  it('an id with no lookup loaded, and any other field, stay as written', () => {
    expect(changedValue('gradeId', '9001', lookups, 'en')).toBe('9001')
    expect(changedValue('phone', '138****0001', lookups, 'en')).toBe('138****0001')
    expect(changedValue('remarks', null, lookups, 'en')).toBe('')
  })
})
