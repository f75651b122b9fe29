import { Type } from 'typebox'

/** The life of a user's background work record (an export in the download centre, an import). */
export const WORK_STATUS = { queued: 0, running: 1, done: 2, failed: 3 } as const
export type WorkStatus = (typeof WORK_STATUS)[keyof typeof WORK_STATUS]

export const WorkStatusField = Type.Integer({
  minimum: 0,
  maximum: 3,
  description: '0 queued, 1 running, 2 done, 3 failed',
})

/** The paging of a user's own work list: small pages, polled while something runs. */
export const WorkPaging = {
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
}
