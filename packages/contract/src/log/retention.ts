import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'

const BASE = '/api/blade-log/retention'
const tags = ['logRetention']

const days = (description: string) => Type.Integer({ minimum: 1, maximum: 3650, description })

/** How long the tenant keeps each log (docs/logs.md "Retention"). */
export const LogRetention = Type.Object(
  {
    apiDays: days('days the API log is kept'),
    errorDays: days('days the error log is kept'),
    webDays: days('days the browser error log is kept'),
    operationDays: days('days the user operation log is kept'),
    loginDays: days('days the sign-in log is kept'),
  },
  { additionalProperties: false },
)
export type LogRetention = Static<typeof LogRetention>

export const logRetentionEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'Days the tenant keeps each log (the defaults until first saved)',
    reply: LogRetention,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/update`,
    tags,
    summary: 'Save the days the tenant keeps each log (every kind); answers the saved setting',
    body: LogRetention,
    reply: LogRetention,
  }),
}
