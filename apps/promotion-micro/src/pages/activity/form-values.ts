import dayjs, { type Dayjs } from 'dayjs'
import type { Activity, ActivityInput, ActivityScope, ActivityTier } from '@store/contract'

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'
/** The days of the week as an activity keeps them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export const SCOPE_FIELDS = [
  'shopIds',
  'channels',
  'grades',
  'goodsIds',
  'classIds',
  'brandIds',
  'excludeGoodsIds',
] as const satisfies readonly (keyof ActivityScope)[]

/** The editor's form: the activity with its period as a range, hours as text and yuan for the budget. */
export interface ActivityForm extends Omit<
  ActivityInput,
  'startTime' | 'endTime' | 'hours' | 'budgetFen' | 'scope' | 'tiers'
> {
  period: [Dayjs, Dayjs]
  hoursText: string
  budgetYuan: number | null
  scope: Partial<Record<(typeof SCOPE_FIELDS)[number], string[]>>
  tiers: ActivityTier[]
}

export const EMPTY_FORM: Partial<ActivityForm> = {
  promType: 4,
  form: 'amountOff',
  layer: 'order',
  exclusivity: 'stack',
  priority: 0,
  weekdays: [],
  hoursText: '',
  scope: {},
  tiers: [{ threshold: 0, unit: 'fen', value: 0 }],
  perMemberLimit: null,
  totalLimit: null,
  budgetYuan: null,
  sceneCode: null,
  promoCode: null,
  slogan: null,
  remark: null,
}

export function toForm(a: Activity): ActivityForm {
  const { startTime, endTime, hours, budgetFen, scope, ...rest } = a
  return {
    ...rest,
    period: [dayjs(startTime), dayjs(endTime)],
    hoursText: hours.map((h) => `${h.from}-${h.to}`).join(', '),
    budgetYuan: budgetFen === null ? null : budgetFen / 100,
    scope: Object.fromEntries(SCOPE_FIELDS.map((f) => [f, scope[f] ?? []])),
  }
}

const nonEmpty = (scope: ActivityForm['scope']): ActivityScope =>
  Object.fromEntries(Object.entries(scope).filter(([, v]) => v && v.length > 0))

/** The body of `activity/submit`; the server checks the rest (type 1–4, thresholds, dates). */
export function toInput(f: ActivityForm, id?: string): ActivityInput {
  return {
    ...(id ? { id } : {}),
    code: f.code,
    name: f.name,
    promType: f.promType,
    form: f.form,
    sceneCode: f.sceneCode || null,
    layer: f.layer,
    exclusivity: f.exclusivity,
    priority: f.priority ?? 0,
    startTime: f.period[0].format(DATE_TIME),
    endTime: f.period[1].format(DATE_TIME),
    weekdays: f.weekdays ?? [],
    hours: f.hoursText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [from = '', to = ''] = s.split('-').map((x) => x.trim())
        return { from, to }
      }),
    scope: nonEmpty(f.scope ?? {}),
    tiers: f.tiers,
    perMemberLimit: f.perMemberLimit ?? null,
    totalLimit: f.totalLimit ?? null,
    budgetFen: f.budgetYuan === null || f.budgetYuan === undefined ? null : Math.round(f.budgetYuan * 100),
    promoCode: f.promoCode?.trim() || null,
    slogan: f.slogan || null,
    remark: f.remark || null,
  }
}
