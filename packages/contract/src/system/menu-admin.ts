import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import {
  DetailQuery,
  LangParam,
  RemoveQuery,
  submitSchema,
  IgnoredPagingParams,
  UnpagedQuery,
} from '../resource'
import { MenuItem, TreeNode, menuResource } from '../resources/menu'

const BASE = menuResource.basePath
const tags = ['menu']

const Filters = {
  name: Type.Optional(Type.String({ maxLength: 255, description: 'part of the name, in any language' })),
  code: Type.Optional(Type.String({ maxLength: 128, description: 'part of the code' })),
  category: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
}
const LazyQuery = Type.Object(
  {
    parentId: Type.Optional(
      Type.Union([Id, Type.Literal('')], { description: 'the level to list; 0 the top' }),
    ),
    ...Filters,
    ...IgnoredPagingParams,
    ...LangParam,
  },
  { additionalProperties: false },
)
const lazyLevel = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${BASE}/${path}`,
    tags,
    summary: `One level of ${what} with hasChildren; a filter searches the whole tree`,
    query: LazyQuery,
    reply: Type.Array(MenuItem),
  })

/**
 * spec §7 System "menu": the menu tree as the menu screen manages it (any holder of menu_view reads
 * it; only the platform's administrators change it).
 */
export const menuAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    summary: 'Every menu (buttons included) as a tree; filtered, the matches with their subtrees',
    query: Type.Object({ ...Filters, ...IgnoredPagingParams, ...LangParam }, { additionalProperties: false }),
    reply: Type.Array(MenuItem),
  }),
  lazyList: lazyLevel('lazy-list', 'menus, buttons included'),
  lazyMenuList: lazyLevel('lazy-menu-list', 'menus without buttons, tabs and HOVs'),
  tree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tree`,
    tags,
    summary: 'The menus that are routes or hold routes, as a selection tree (a menu’s parent picker)',
    query: UnpagedQuery,
    reply: Type.Array(TreeNode),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One menu',
    query: DetailQuery,
    reply: MenuItem,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary: 'Insert (no id) or update a menu: platform administrators only; answers its id',
    body: submitSchema(menuResource),
    reply: Type.Object({ id: Id }, { additionalProperties: false }),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove menus (with their children, or refused): platform administrators only',
    query: RemoveQuery,
    reply: Type.Boolean(),
  }),
}
