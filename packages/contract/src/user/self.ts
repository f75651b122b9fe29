import { defineEndpoint } from '../endpoint'
import { Profile, USER_BASE } from '../personal'

const tags = ['user']

/** The signed-in user's own record. */
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
}
