import fc from 'fast-check'
import { levelOf, systemCheck, type CheckedItem, type CheckedPatient, type RulePair } from './check'
import { transition, type RxState } from './rx-state'
import { RX_STATUSES, type RxStatus } from '@store/contract'

const drug = (genericName: string, extra: Partial<CheckedItem['drug']> = {}): CheckedItem['drug'] => ({
  drugId: genericName,
  tradeName: genericName,
  genericName,
  maxDailyMg: null,
  maxQtyPerSale: null,
  pregnancyRisk: 0,
  approvalExpired: false,
  ...extra,
})
const item = (d: CheckedItem['drug'], doseMg = 100, timesPerDay = 1, quantity = 1): CheckedItem => ({
  drug: d,
  doseMg,
  timesPerDay,
  quantity,
})
const adult: CheckedPatient = { allergies: [], pregnancy: 0, ageYears: 40, weightKg: 70 }
const RULES: RulePair[] = [
  { kind: 'allergy', termA: '青霉素', termB: '阿莫西林', level: 'BLOCK', note: '' },
  { kind: 'interaction', termA: '阿司匹林', termB: '布洛芬', level: 'WARN', note: '出血' },
]

/** Issue 27 §3: the system check's rules. */
describe('system check', () => {
  it('allergy from the seeded pairs blocks', () => {
    const f = systemCheck([item(drug('阿莫西林胶囊'))], { ...adult, allergies: ['青霉素'] }, RULES)
    expect(f).toEqual([expect.objectContaining({ level: 'BLOCK', rule: 'allergy' })])
  })
  it('an interaction pair warns, in either order; duplicate therapy warns', () => {
    expect(levelOf(systemCheck([item(drug('布洛芬片')), item(drug('阿司匹林肠溶片'))], adult, RULES))).toBe(
      'WARN',
    )
    const dup = systemCheck(
      [item(drug('氯雷他定片', { drugId: 'a' })), item(drug('氯雷他定片', { drugId: 'b' }))],
      adult,
      [],
    )
    expect(dup).toEqual([expect.objectContaining({ rule: 'duplicate' })])
  })
  it('dose range: above the daily maximum warns, above twice blocks; a child’s limit scales by weight', () => {
    const d = drug('对乙酰氨基酚片', { maxDailyMg: 2000 })
    expect(levelOf(systemCheck([item(d, 500, 4)], adult, []))).toBe('OK')
    expect(levelOf(systemCheck([item(d, 750, 4)], adult, []))).toBe('WARN')
    expect(levelOf(systemCheck([item(d, 1500, 4)], adult, []))).toBe('BLOCK')
    expect(levelOf(systemCheck([item(d, 500, 4)], { ...adult, ageYears: 6, weightKg: 20 }, []))).toBe('BLOCK')
  })
  it('pregnancy blocks a drug of risk, lactation warns; special-control limits and expired approvals block', () => {
    const risky = drug('左氧氟沙星片', { pregnancyRisk: 1 })
    expect(levelOf(systemCheck([item(risky)], { ...adult, pregnancy: 1 }, []))).toBe('BLOCK')
    expect(levelOf(systemCheck([item(risky)], { ...adult, pregnancy: 2 }, []))).toBe('WARN')
    expect(levelOf(systemCheck([item(drug('复方甘草片', { maxQtyPerSale: 2 }), 100, 1, 3)], adult, []))).toBe(
      'BLOCK',
    )
    expect(levelOf(systemCheck([item(drug('x', { approvalExpired: true }))], adult, []))).toBe('BLOCK')
  })
})

/** Issue 27 §3: the review state machine on its own. */
describe('review state machine', () => {
  it('random moves by random pharmacists never reach approved from a BLOCK without an escalation by another pharmacist', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            move: fc.constantFrom('approve', 'reject', 'query', 'override', 'dispense', 'supersede' as const),
            actor: fc.constantFrom('a', 'b'),
            reason: fc.constantFrom('', 'why'),
          }),
          { maxLength: 12 },
        ),
        (moves) => {
          let s: RxState = { status: 'pending', checkLevel: 'BLOCK', escalatedBy: null }
          for (const m of moves) {
            const t = transition(s, m.move, m.actor, m.reason)
            if ('refused' in t) continue
            expect(RX_STATUSES).toContain(t.to)
            if (t.to === 'approved') {
              expect(s.status).toBe('escalated')
              expect(s.escalatedBy).not.toBe(m.actor)
              expect(m.reason).not.toBe('')
            }
            s = {
              ...s,
              status: t.to as RxStatus,
              escalatedBy: t.action === 'escalate' ? m.actor : s.escalatedBy,
            }
          }
        },
      ),
    )
  })
})
