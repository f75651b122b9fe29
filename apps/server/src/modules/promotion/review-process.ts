import { PROMOTION_REVIEW_PROCESS, type DesignerModel, type FormSchema } from '@store/contract'

/** The role whose holders review activities (seeded in each demo tenant). */
export const PROMOTION_REVIEWER_ROLE = 'promotion_reviewer'

/** The review an activity goes through (docs/promotion.md): one step, any promotion reviewer. */
export const PROMOTION_REVIEW = {
  processKey: PROMOTION_REVIEW_PROCESS,
  name: '促销活动审核',
  category: 'promotion',
  designer: {
    nodes: [
      {
        id: 'promotionReview',
        type: 'approver',
        name: '促销审核',
        assign: { type: 'role', values: [PROMOTION_REVIEWER_ROLE] },
        method: 'any',
        nobody: 'admin',
        dueHours: 48,
      },
    ],
  } satisfies DesignerModel,
  formSchema: {
    fields: [
      { prop: 'code', label: '活动编码', type: 'input', required: true },
      { prop: 'name', label: '活动名称', type: 'input', required: true },
      { prop: 'promType', label: '促销类型', type: 'number', required: true },
      { prop: 'form', label: '促销方式', type: 'input', required: true },
      { prop: 'startTime', label: '开始时间', type: 'datetime', required: true },
      { prop: 'endTime', label: '结束时间', type: 'datetime', required: true },
      { prop: 'budgetFen', label: '预算（分）', type: 'number' },
    ],
  } satisfies FormSchema,
}
