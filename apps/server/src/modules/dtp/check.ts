import type { CheckFinding, CheckLevel, MessageKey } from '@store/contract'

/** What the system check knows of a drug on the prescription. */
export interface CheckedDrug {
  drugId: string
  tradeName: string
  genericName: string
  maxDailyMg: number | null
  maxQtyPerSale: number | null
  pregnancyRisk: number
  approvalExpired: boolean
}

export interface CheckedItem {
  drug: CheckedDrug
  doseMg: number
  timesPerDay: number
  quantity: number
}

export interface CheckedPatient {
  allergies: string[]
  /** 0 none, 1 pregnant, 2 lactating */
  pregnancy: number
  ageYears: number | null
  weightKg: number | null
}

export interface RulePair {
  kind: string
  termA: string
  termB: string
  level: string
  note: string
}

/** A finding as stored: its message key and values, worded in the reader's language. */
export interface StoredFinding {
  level: Exclude<CheckLevel, 'OK'>
  rule: CheckFinding['rule']
  key: MessageKey
  params: Record<string, string | number>
}

const CHILD_AGE = 14
const ADULT_KG = 60

/** A child's daily limit scales with weight against an adult's 60 kg; an adult's is the drug's. */
function dailyLimit(drug: CheckedDrug, patient: CheckedPatient): number | null {
  if (drug.maxDailyMg === null) return null
  if (patient.ageYears !== null && patient.ageYears < CHILD_AGE && patient.weightKg !== null)
    return Math.floor((drug.maxDailyMg * Math.min(patient.weightKg, ADULT_KG)) / ADULT_KG)
  return drug.maxDailyMg
}

/**
 * The system check of a prescription (issue 27 §3): allergies and interactions from the seeded pairs,
 * duplicate therapy, dose range by age and weight, pregnancy, special-control limits and expired
 * approval numbers. Pure: the same prescription always gets the same findings.
 */
export function systemCheck(
  items: CheckedItem[],
  patient: CheckedPatient,
  rules: RulePair[],
): StoredFinding[] {
  const found: StoredFinding[] = []
  const add = (
    level: StoredFinding['level'],
    rule: StoredFinding['rule'],
    key: MessageKey,
    params: StoredFinding['params'],
  ) => found.push({ level, rule, key, params })
  const allergyRules = rules.filter((r) => r.kind === 'allergy')
  const interactions = rules.filter((r) => r.kind === 'interaction')

  for (const { drug, doseMg, timesPerDay, quantity } of items) {
    const name = drug.tradeName
    for (const allergen of patient.allergies) {
      const direct = drug.genericName.includes(allergen)
      const byClass = allergyRules.find((r) => r.termA === allergen && drug.genericName.includes(r.termB))
      if (direct) add('BLOCK', 'allergy', 'dtpFindAllergy', { allergen, name })
      else if (byClass)
        add(byClass.level as StoredFinding['level'], 'allergy', 'dtpFindAllergy', { allergen, name })
    }
    const limit = dailyLimit(drug, patient)
    const daily = doseMg * timesPerDay
    if (limit !== null && daily > limit)
      add(daily > limit * 2 ? 'BLOCK' : 'WARN', 'dose', 'dtpFindDose', { name, daily, limit })
    if (drug.pregnancyRisk === 1 && patient.pregnancy > 0)
      add(patient.pregnancy === 1 ? 'BLOCK' : 'WARN', 'pregnancy', 'dtpFindPregnancy', { name })
    if (drug.maxQtyPerSale !== null && quantity > drug.maxQtyPerSale)
      add('BLOCK', 'control', 'dtpSaleLimit', { name, limit: drug.maxQtyPerSale })
    if (drug.approvalExpired) add('BLOCK', 'approval', 'dtpApprovalExpired', { name })
  }

  items.forEach((x, i) =>
    items.slice(i + 1).forEach((y) => {
      const [a, b] = [x.drug, y.drug]
      if (a.genericName === b.genericName)
        add('WARN', 'duplicate', 'dtpFindDuplicate', { a: a.tradeName, b: b.tradeName })
      const pair = interactions.find(
        (r) =>
          (a.genericName.includes(r.termA) && b.genericName.includes(r.termB)) ||
          (a.genericName.includes(r.termB) && b.genericName.includes(r.termA)),
      )
      if (pair)
        add(pair.level as StoredFinding['level'], 'interaction', 'dtpFindInteraction', {
          a: a.tradeName,
          b: b.tradeName,
          note: pair.note,
        })
    }),
  )
  return found
}

/** The verdict of the findings: the worst of them, OK without any. */
export const levelOf = (findings: StoredFinding[]): CheckLevel =>
  findings.some((f) => f.level === 'BLOCK') ? 'BLOCK' : findings.length ? 'WARN' : 'OK'
