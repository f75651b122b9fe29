import { Type, type Static, type TProperties } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import {
  DetailQuery,
  IgnoredPagingParams,
  IgnoredSortParams,
  LangParam,
  PagingParams,
  RemoveQuery,
} from '../resource'
import { ACCOUNT_PATTERN, userResource } from '../resources/user'

const BASE = userResource.basePath
const tags = ['user']

/** A new password, shown once. */
export const IssuedPassword = Type.Object(
  { userId: Id, account: Type.String(), password: Type.String() },
  { additionalProperties: false },
)
export type IssuedPassword = Static<typeof IssuedPassword>

const NullableString = Type.Union([Type.String(), Type.Null()])
const Ids = Type.Array(Id, { maxItems: 1000 })

/** A user as user administration lists it: with department, roles and posts, never the password. */
export const UserRecord = Type.Object(
  {
    id: Id,
    tenantId: Type.String(),
    account: Type.String(),
    name: NullableString,
    realName: NullableString,
    phone: NullableString,
    email: NullableString,
    avatar: NullableString,
    deptId: Type.Union([Id, Type.Null()]),
    deptName: Type.String(),
    roleIds: Type.Array(Id),
    roleName: Type.String({ description: 'role names, comma separated' }),
    postIds: Type.Array(Id),
    postName: Type.String({ description: 'post names, comma separated' }),
    status: Type.Integer({ description: '1 enabled, 0 disabled' }),
    mustChangePassword: Type.Integer({ description: '1: the password must be changed at the next sign-in' }),
    createUser: Type.Union([Id, Type.Null()]),
    createTime: Type.String(),
    updateUser: Type.Union([Id, Type.Null()]),
    updateTime: Type.String(),
  },
  { additionalProperties: false },
)
export type UserRecord = Static<typeof UserRecord>
/** A saved user; a new one with its generated initial password. */
export const SavedUser = Type.Object(
  {
    ...UserRecord.properties,
    initialPassword: Type.Optional(
      Type.String({
        description: 'the generated initial password: answered this once, never stored in clear',
      }),
    ),
  },
  { additionalProperties: false },
)
export type SavedUser = Static<typeof SavedUser>

/** Read-only columns a form echoes back from `detail`: accepted and ignored. */
const echoed: TProperties = Object.fromEntries(
  [
    'tenantId',
    'deptName',
    'roleName',
    'postName',
    'avatar',
    'mustChangePassword',
    'createUser',
    'createTime',
    'updateUser',
    'updateTime',
  ].map((name) => [name, Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()]))]),
)
const userFields = {
  account: Type.String({ minLength: 2, maxLength: 64, pattern: ACCOUNT_PATTERN }),
  name: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  realName: Type.String({ minLength: 1, maxLength: 64 }),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  email: Type.Optional(
    Type.Union([Type.String({ maxLength: 255, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }), Type.Null()]),
  ),
  deptId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
  roleIds: Type.Optional(Ids),
  postIds: Type.Optional(Ids),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
}
/** The user form: no id inserts (with an initial password, else one is generated). */
export const UserSubmit = Type.Object(
  {
    id: Type.Optional(Id),
    ...userFields,
    password: Type.Optional(
      Type.Union([
        Type.String({
          maxLength: 128,
          description: 'insert only: an initial password of the administrator’s choosing (else generated)',
        }),
        Type.Null(),
      ]),
    ),
    ...echoed,
  },
  { additionalProperties: false },
)
export type UserSubmit = Static<typeof UserSubmit>

/** The user list's filters. */
const UserFilters = {
  deptId: Type.Optional(Type.String({ ...Id, description: 'the department and every department below it' })),
  account: Type.Optional(Type.String({ maxLength: 64 })),
  realName: Type.Optional(Type.String({ maxLength: 64 })),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
}

/** User administration (spec §7 Users): page, detail, submit, update, remove, passwords, roles, status. */
export const userAdminEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/page`,
    tags,
    summary:
      'Users, one page, within the caller’s data scope: deptId takes the department and everything below it',
    query: Type.Object(
      { ...PagingParams, ...IgnoredSortParams, ...UserFilters, ...LangParam },
      { additionalProperties: false },
    ),
    reply: PageOf(UserRecord),
  }),
  userList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/user-list`,
    tags,
    summary:
      'BladeX’s user-list: the users matching the filters within the caller’s data scope (at most 1000)',
    query: Type.Object(
      { ...IgnoredPagingParams, ...UserFilters, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(UserRecord),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One user with department, roles and posts (never the password)',
    query: DetailQuery,
    reply: UserRecord,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary:
      'Insert (no id: initial password to change at first sign-in, answered once when generated) or update a user',
    query: null,
    body: UserSubmit,
    reply: SavedUser,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/update`,
    tags,
    summary: 'Update a user (id required)',
    query: null,
    body: Type.Object({ id: Id, ...userFields, ...echoed }, { additionalProperties: false }),
    reply: UserRecord,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove users by ids (logical; never yourself); their sessions end',
    query: RemoveQuery,
    reply: Type.Boolean(),
  }),
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
  verifyUserDept: defineEndpoint({
    method: 'GET',
    path: `${BASE}/userExtend/verifyUserDept`,
    tags,
    summary: 'Whether the signed-in user is placed in a department, and which',
    reply: Type.Object(
      {
        hasDept: Type.Boolean(),
        deptId: Type.Union([Id, Type.Null()]),
        deptName: Type.String(),
        ancestors: Type.String({ description: "ids above the department; '' without one" }),
      },
      { additionalProperties: false },
    ),
  }),
  dbToolsToken: defineEndpoint({
    method: 'GET',
    path: `${BASE}/user/getDBToolsToken`,
    tags,
    summary:
      'A five-minute token for the database tools (audience storedesk-db-tools), for holders of db_tools_view',
    reply: Type.Object(
      {
        token: Type.String(),
        expiresIn: Type.Integer({ description: 'seconds' }),
        audience: Type.String(),
      },
      { additionalProperties: false },
    ),
  }),
}
