import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Secret } from '../login'
import { Profile, ProfileUpdate, USER_BASE, UserInfo, UserSafe } from '../personal'

const tags = ['user']

const updateProfile = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${USER_BASE}/${path}`,
    tags,
    summary,
    body: ProfileUpdate,
    reply: Profile,
  })

/** The signed-in user's own record, profile, security overview and password (spec §7 Users and Auth). */
export const selfEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/info`,
    tags,
    summary: 'My profile record',
    reply: Profile,
  }),
  userInfo: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/user/info`,
    tags,
    summary: 'My profile record (same as info)',
    reply: Profile,
  }),
  personalCenter: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/personalCenter`,
    tags,
    summary: 'My profile for the personal centre (same as info)',
    reply: Profile,
  }),
  oauthUserInfo: defineEndpoint({
    method: 'GET',
    path: '/api/blade-auth/oauth/user-info',
    tags: ['auth'],
    summary: 'Who I am (spec §3 User info): ids, names, roles and the permission codes my session holds',
    reply: UserInfo,
  }),
  clearCache: defineEndpoint({
    method: 'GET',
    path: '/api/blade-auth/oauth/clear-cache',
    tags: ['auth'],
    summary: 'Drop this tenant’s server-side caches (permissions, dictionaries, time zone); answers 清除完毕',
    reply: Type.Boolean(),
  }),
  updatePersonalCenter: updateProfile(
    'personalCenter/update',
    'Change my name, real name, email or avatar (the fields sent); the phone goes through bindPhone',
  ),
  updateInfo: updateProfile(
    'update-info',
    'Change my name, real name, email or avatar (as personalCenter/update)',
  ),
  userSafe: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/user-safe`,
    tags,
    summary: 'My security overview: password age and expiry, second factor, bindings, last 5 sign-ins',
    reply: UserSafe,
  }),
  /** Left optional in the schema: the handler answers spec §5's own messages for a missing one. */
  updatePassword: defineEndpoint({
    method: 'POST',
    path: `${USER_BASE}/update-password`,
    tags,
    summary: 'Change my password with the old one; this session stays, my other sessions end',
    body: Type.Object(
      {
        oldPassword: Secret('the current password'),
        newPassword: Secret('the new password'),
        newPassword1: Secret('the new password again'),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
