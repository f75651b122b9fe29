import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'

const BASE = '/api/blade-system/op-face-personalize'
const tags = ['op-face-personalize']

/** spec §3 Operation-face personalization: the page (menuId), a tab of it, the user (the caller). */
const Target = {
  menuId: Id,
  tabId: Type.Optional(
    Type.String({ maxLength: 64, description: 'a tab of the page; absent or empty: the page' }),
  ),
  userId: Type.Optional({ ...Id, description: 'the caller’s own id, if sent; another user’s is refused' }),
}
const Content = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Array(Type.Unknown())], {
  description: 'the page’s arrangement (columns, widths, filters) as the page defines it',
})
const TargetBody = Type.Object(Target, { additionalProperties: false })

/** A user's arrangement of a page (or a tab of it). */
export const Personalization = Type.Object(
  {
    menuId: Id,
    tabId: Type.String(),
    userId: Id,
    content: Content,
    updateTime: Type.String(),
  },
  { additionalProperties: false },
)
export type Personalization = Static<typeof Personalization>

/** Each user arranges pages for themselves only. */
export const personalizeEndpoints = {
  query: defineEndpoint({
    method: 'POST',
    path: `${BASE}/queryByOpAndUser`,
    tags,
    summary: 'The caller’s arrangement of a page (or tab); data null: the page’s default',
    body: TargetBody,
    reply: Type.Union([Personalization, Type.Null()]),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${BASE}/save`,
    tags,
    summary: 'Save the caller’s arrangement of a page (or tab), replacing the previous one',
    body: Type.Object({ ...Target, content: Content }, { additionalProperties: false }),
    reply: Personalization,
  }),
  restoreDefault: defineEndpoint({
    method: 'POST',
    path: `${BASE}/restoreDefault`,
    tags,
    summary: 'Forget the caller’s arrangement of a page (or tab): it shows its default again',
    body: TargetBody,
    reply: Type.Boolean(),
  }),
}
