import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList } from '../envelope'
import { TreeNode } from '../resources/menu'
import { LangParam, IgnoredPagingParams, UnpagedQuery } from '../resource'

const tags = ['topMenu']

const IdArray = (description: string, minItems = 0) =>
  Type.Array(Id, { maxItems: 5000, minItems, uniqueItems: true, description })

/** A top menu of the user's bar. */
export const TopMenuOfUser = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String(),
    source: Type.Union([Type.String(), Type.Null()]),
    path: Type.Union([Type.String(), Type.Null()]),
    sort: Type.Integer(),
  },
  { additionalProperties: false },
)
export type TopMenuOfUser = Static<typeof TopMenuOfUser>

/** spec §7 System "topmenu": each user's arrangement of menus under the tenant's top menus. */
export const topMenuEndpoints = {
  topMenuUser: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/menu/top-menu-user',
    tags,
    summary: 'The top menus of the user’s bar: those whose menus hold a route of theirs, in order',
    reply: Type.Array(TopMenuOfUser),
  }),
  topMenu: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/menu/top-menu',
    tags,
    summary: 'BladeX’s name of menu/top-menu-user: the top menus of the user’s bar, in order',
    reply: Type.Array(TopMenuOfUser),
  }),
  grantTree: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/topmenu/grant-tree',
    tags,
    summary: 'The tenant’s top menus as one level of tree nodes, for granting them',
    query: UnpagedQuery,
    reply: Type.Array(TreeNode),
  }),
  topTreeKeysUser: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/menu/top-tree-keys-user',
    tags,
    summary: 'The menus the user arranged under the top menus (else the tenant’s arrangement)',
    query: Type.Object(
      { topMenuIds: IdList, ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Object({ menu: Type.Array(Id), halfChecked: Type.Array(Id) }),
  }),
  grantUser: defineEndpoint({
    method: 'POST',
    path: '/api/blade-system/topmenu/grant-user',
    tags,
    summary: 'Arrange the user’s own menus under top menus: replaces their arrangement of those top menus',
    body: Type.Object(
      {
        topMenuIds: IdArray('the top menus to arrange', 1),
        menuIds: IdArray('the checked menus; none returns the top menus to the tenant’s arrangement'),
        halfChecked: Type.Optional(IdArray('the tree’s partly checked parents')),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
