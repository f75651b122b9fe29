import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { SocialCodeQuery, SocialKind } from '../login'
import { BindStatus, USER_BASE } from '../personal'
import { LangParam } from '../resource'

const tags = ['wechat']

const BindQuery = Type.Object(SocialCodeQuery, { additionalProperties: false })

/**
 * spec §7 Users: the signed-in user binds WeChat and enterprise WeChat (with a fresh code from the
 * provider), sees and removes bindings; each answers the new bind status.
 */
export const bindingEndpoints = {
  bindWxOp: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/bindWxOp`,
    tags,
    summary: 'Bind my account to the WeChat that the code (from WeChat’s redirect) proves',
    query: BindQuery,
    reply: BindStatus,
  }),
  bindWxCp: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/bindWxCp`,
    tags,
    summary: 'Bind my account to the enterprise WeChat user that the code proves',
    query: BindQuery,
    reply: BindStatus,
  }),
  queryBindStatus: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/queryBindStatus`,
    tags,
    summary: 'Which identities my account has bound: WeChat, enterprise WeChat, mobile number (masked)',
    reply: BindStatus,
  }),
  unbind: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/unbind`,
    tags,
    summary: 'Remove my WeChat (type=wechat) or enterprise WeChat (type=wxcp) binding',
    query: Type.Object({ type: SocialKind, ...LangParam }, { additionalProperties: false }),
    reply: BindStatus,
  }),
  unBindAndDel: defineEndpoint({
    method: 'GET',
    path: '/api/store-qywx/qywx/login/unBindAndDel',
    tags,
    summary: 'Remove my enterprise WeChat binding and its pending sign-in proofs',
    reply: BindStatus,
  }),
}
