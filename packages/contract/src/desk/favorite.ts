import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { QuickAccessItem } from './quick-access'
import { UnpagedQuery } from '../resource'

const BASE = '/api/blade-desk/favorite'
const tags = ['favorite']

const LoginPage = Type.Union([Type.Object({ id: Id }, { additionalProperties: false }), Type.Null()], {
  description: 'null: no personal login page',
})
const NoBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()])

/** The caller's favourite menus (the star) and personal login page (spec §2 Quick access, §4). */
export const favoriteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    summary: 'The caller’s favourite menus, newest first (only pages they may still open)',
    query: UnpagedQuery,
    reply: Type.Array(QuickAccessItem),
  }),
  change: defineEndpoint({
    method: 'POST',
    path: `${BASE}/change`,
    tags,
    summary: 'Star (favorite 1) or unstar (0) a menu for the caller; starring needs a page they may open',
    body: Type.Object(
      {
        menuId: Id,
        favorite: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1 add, 0 remove' }),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: `${BASE}/login`,
    tags,
    summary:
      'The caller’s personal login page (a menu id), or null when none is set or it is no longer theirs',
    body: NoBody,
    reply: LoginPage,
  }),
  loginUpdate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/loginUpdate`,
    tags,
    summary:
      'Toggle the caller’s personal login page: set it to the menu, or clear it when it is that menu already',
    body: Type.Object(
      { id: { ...Id, description: 'the menu to open after sign-in; the stored one again clears it' } },
      { additionalProperties: false },
    ),
    reply: LoginPage,
  }),
}
