import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { QuickAccessItem } from './quick-access'

const BASE = '/api/blade-desk/log'
const tags = ['often-function']

const Keys = Type.Array(Id, { maxItems: 1000, uniqueItems: true })

/** The user's choice of often-used functions, else their most used pages. */
export const OftenFunctions = Type.Object(
  {
    adjusted: Type.Boolean({ description: 'true: the user’s own choice; false: their most used pages' }),
    checkedKeys: Type.Array(Id),
    halfCheckedKeys: Type.Array(Id),
    menus: Type.Array(QuickAccessItem, {
      description: 'the top menus of the choice (a checked menu whose parent is not)',
    }),
  },
  { additionalProperties: false },
)
export type OftenFunctions = Static<typeof OftenFunctions>

/** Often-used functions (spec §5 "Common functions"). */
export const oftenFunctionEndpoints = {
  query: defineEndpoint({
    method: 'GET',
    path: `${BASE}/queryOftenFunction`,
    tags,
    summary:
      'The caller’s often-used functions: their choice (menus they may still open), else their most used pages',
    reply: OftenFunctions,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: `${BASE}/userAdjustOftenFunction`,
    tags,
    summary:
      'Replace the caller’s often-used functions with the checked (and half-checked) menus of the tree',
    body: Type.Object(
      {
        checkedKeys: Type.Optional(Keys),
        /** the spec's "ids": the same as checkedKeys, for clients that send them so */
        ids: Type.Optional(Keys),
        halfCheckedKeys: Type.Optional(Keys),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
