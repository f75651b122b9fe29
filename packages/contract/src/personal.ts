import { Type, type Static, type TSchema } from 'typebox'

/**
 * The personal centre (/personalCenter/index, /info/index; spec §7 Users): the signed-in user's own
 * calls, declared as endpoints in user/self.ts, user/bindings.ts and sms/index.ts (bindPhone).
 */
export const USER_BASE = '/api/blade-user'

const NOT_BLANK = '^\\S(.*\\S)?$'
/** spec §5 URL rule: http, https or ftp. */
const URL_PATTERN = '^$|^(https?|ftp)://[^\\s/?#]+[^\\s]*$'
const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
const Text = nullable(Type.String())

const BindingState = {
  bound: Type.Boolean(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  bindTime: Type.Union([Type.String(), Type.Null()], { description: 'yyyy-MM-dd HH:mm:ss, tenant time' }),
}
/** The identities bound to my account (queryBindStatus and the bind and unbind calls). */
export const BindStatus = Type.Object({
  wechat: Type.Object(BindingState),
  wxcp: Type.Object({ ...BindingState, corpId: Type.Union([Type.String(), Type.Null()]) }),
  phone: Type.Object({
    bound: Type.Boolean(),
    phone: Type.Union([Type.String(), Type.Null()], { description: 'masked: 138****1234' }),
  }),
})
export type BindStatus = Static<typeof BindStatus>

/** Who I am (oauth/user-info): what /info/index shows. */
export const UserInfo = Type.Object({
  user_id: Type.String(),
  user_name: Type.String(),
  real_name: Type.String(),
  tenant_id: Type.String(),
  role_id: Type.String({ description: 'the session’s role ids, comma-separated' }),
  dept_id: Text,
  account: Type.String(),
  avatar: Type.String(),
  role_name: Type.String({ description: 'the session’s role names, comma-separated' }),
  permissions: Type.Array(Type.String(), { description: 'the permission codes the session holds' }),
  all_permissions: Type.Boolean({ description: 'an administrator: every permission of the tenant' }),
})
export type UserInfo = Static<typeof UserInfo>

/** The signed-in user's own record: /api/blade-user/info, user/info, personalCenter. */
export const Profile = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  account: Type.String(),
  name: Text,
  realName: Text,
  phone: Text,
  email: Text,
  avatar: Text,
  deptId: Text,
  roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), alias: Type.String() })),
  status: Type.Integer(),
  passwordChangedAt: nullable(Type.String({ description: 'yyyy-MM-dd HH:mm:ss, tenant time' })),
})
export type Profile = Static<typeof Profile>

/** What the user may change of their own record (personalCenter/update, update-info): the fields sent. */
export const ProfileUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: NOT_BLANK })),
    realName: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: NOT_BLANK })),
    email: Type.Optional(
      Type.String({ maxLength: 255, pattern: EMAIL_PATTERN, description: 'empty clears it' }),
    ),
    avatar: Type.Optional(
      Type.String({
        maxLength: 1000,
        pattern: URL_PATTERN,
        description: 'http, https or ftp URL; empty clears it',
      }),
    ),
    phone: Type.Optional(Type.Unknown({ description: 'not editable here: bindPhone changes it' })),
  },
  { additionalProperties: false },
)
export type ProfileUpdate = Static<typeof ProfileUpdate>

/** My security overview (user-safe). */
export const UserSafe = Type.Object({
  password: Type.Object({
    changedAt: Text,
    expiresAt: nullable(Type.String({ description: 'null: the policy lets passwords never expire' })),
    daysLeft: nullable(Type.Integer()),
    state: Type.Integer({
      description:
        'as pwd_expired: 0 valid, 1 expired, 2 initial password, 3 expires within the warning days',
    }),
    expiryDays: Type.Integer(),
    warningDays: Type.Integer(),
  }),
  mfaEnabled: Type.Boolean({ description: 'a second factor (TOTP) is enabled' }),
  bindings: BindStatus,
  recentSignIns: Type.Array(
    Type.Object({
      time: Type.String(),
      grantType: Type.String(),
      success: Type.Boolean(),
      reason: Text,
      ip: Text,
      userAgent: Text,
    }),
  ),
})
export type UserSafe = Static<typeof UserSafe>
