import { choiceOptions } from './choices'

describe('select options from choices', () => {
  it('puts grouped choices under their group’s name (each brand’s grades apart), the others as they are', () => {
    const brands = [
      { value: '50', label: 'Kangan Club' },
      { value: '51', label: 'Hui Pharmacy' },
    ]
    const grades = [
      { value: '1', label: 'Gold', group: '50' },
      { value: '2', label: 'Gold', group: '51' },
      { value: '3', label: 'Silver', group: '50' },
    ]
    expect(choiceOptions(grades, brands)).toEqual([
      { label: 'Kangan Club', title: 'Kangan Club', options: [grades[0], grades[2]] },
      { label: 'Hui Pharmacy', title: 'Hui Pharmacy', options: [grades[1]] },
    ])
    expect(choiceOptions(brands)).toEqual(brands)
    expect(choiceOptions(null)).toEqual([])
  })

  it('a group not among the names keeps its id as its name', () => {
    expect(choiceOptions([{ value: '1', label: 'Gold', group: '59' }], [])).toEqual([
      { label: '59', title: '59', options: [{ value: '1', label: 'Gold', group: '59' }] },
    ])
  })
})
