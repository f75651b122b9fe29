import { evaluate } from './evaluate'
import { formatFen } from './money'
import { describeReason, reason, REASON_CODES, REASON_TEMPLATES } from './reasons'
import { activity, cart, line } from './test-kit'

describe('reason wording (zh_CN, zh_HK, en)', () => {
  it('every reason code has a template in every language, with the same placeholders', () => {
    const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const code of REASON_CODES) {
      const zh = REASON_TEMPLATES.zh_CN[code]
      expect(zh).toBeTruthy()
      expect(placeholders(REASON_TEMPLATES.zh_HK[code])).toEqual(placeholders(zh))
      expect(placeholders(REASON_TEMPLATES.en[code])).toEqual(placeholders(zh))
    }
  })

  it('words the threshold not reached by 12.00 yuan', () => {
    const r = reason('thresholdNotReached', { missingFen: 1200, thresholdFen: 10000 })
    expect(describeReason(r, 'zh_CN')).toBe('未达门槛，还差 12.00 元')
    expect(describeReason(r, 'zh_HK')).toBe('未達門檻，還差 12.00 元')
    expect(describeReason(r, 'en')).toBe('Threshold not reached by 12.00')
  })

  it('words the engine\'s own suggestion ("add 12.00 more")', () => {
    const r = evaluate(
      cart(
        [line('L1', 'A', 1, 8800)],
        [activity('满100减20', 4, { kind: 'amountOff', thresholdFen: 10000, offFen: 2000 })],
      ),
    )
    expect(describeReason(r.suggestion!, 'zh_CN')).toBe('再买 12.00 元可享「满100减20」')
    expect(describeReason(r.suggestion!, 'en')).toBe('Add 12.00 more to get "满100减20"')
    expect(describeReason(r.rejected[0]!.reason)).toBe('未达门槛，还差 12.00 元')
  })

  it('defaults to zh_CN and falls back to the code for an unknown one', () => {
    expect(describeReason(reason('budgetExhausted'))).toBe('活动预算已用完')
    expect(describeReason({ code: 'somethingNew', params: {} }, 'en')).toBe('somethingNew')
  })

  it('spec §5 amounts: two decimals and thousands separators', () => {
    expect(formatFen(0)).toBe('0.00')
    expect(formatFen(5)).toBe('0.05')
    expect(formatFen(1200)).toBe('12.00')
    expect(formatFen(123456789)).toBe('1,234,567.89')
  })
})
