import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList } from '../envelope'
import { LangParam } from '../resource'
import { userResource } from '../resources/user'

const BASE = userResource.basePath
const tags = ['user']

/** A new password, shown once. */
export const IssuedPassword = Type.Object(
  { userId: Id, account: Type.String(), password: Type.String() },
  { additionalProperties: false },
)
export type IssuedPassword = Static<typeof IssuedPassword>

/** User administration beyond the user screen's list and form: status, passwords, roles. */
export const userAdminEndpoints = {
  status: defineEndpoint({
    method: 'POST',
    path: `${BASE}/status`,
    tags,
    summary: 'Enable (1) or disable (0) users; a disabled user’s sessions end',
    query: Type.Object(
      {
        ids: IdList,
        status: Type.Integer({ minimum: 0, maximum: 1, description: '1 enable, 0 disable' }),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: `${BASE}/reset-password`,
    tags,
    summary:
      'New initial passwords by the tenant’s policy, to change at the next sign-in; ends the users’ sessions; answered once',
    query: Type.Object({ userIds: IdList, ...LangParam }, { additionalProperties: false }),
    reply: Type.Array(IssuedPassword),
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: `${BASE}/grant`,
    tags,
    summary: 'Replace the roles of the users with roleIds (one transaction); applies from the next token',
    query: Type.Object({ userIds: IdList, roleIds: IdList, ...LangParam }, { additionalProperties: false }),
    reply: Type.Boolean(),
  }),
}
