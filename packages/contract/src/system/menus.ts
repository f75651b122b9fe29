import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { LangParam, IgnoredPagingParams, UnpagedQuery } from '../resource'
import type { Locale } from '../constants'
import { MenuItem } from '../resources/menu'

const BASE = '/api/blade-system/menu'
const tags = ['menu']

/**
 * A menu route as `menu/routes` gives it (spec §3 Menu item), the fields the shell reads. Written by
 * hand: MenuItem's record fields come from the menu resource at run time and its `children` are
 * unknown in the schema (items of the same shape), so its static type names neither.
 */
export interface MenuRoute {
  id: string
  parentId: string
  applicationId: string | null
  code: string
  name: string
  title: string
  /** the titles from the top down, slash-separated */
  view: string
  path: string | null
  source: string | null
  category: number
  remark: string | null
  query: string | null
  isMicro: number
  microName: string | null
  meta: {
    keepAlive: boolean
    i18n: Record<Locale, string>
    expireTime: string
    expired: boolean
    available: boolean
    roles?: string[]
  }
  children?: MenuRoute[]
}

/** An application of the left application bar (`menu/applicationInfoList`). */
export const MenuApplication = Type.Object(
  {
    id: Id,
    code: Type.String(),
    /** the code the shell's application list keys on (spec §6 "app access by menuCode") */
    menuCode: Type.String(),
    name: Type.String(),
    title: Type.String(),
    path: Type.Union([Type.String(), Type.Null()]),
    icon: Type.Union([Type.String(), Type.Null()]),
    isMicro: Type.Integer(),
    microName: Type.Union([Type.String(), Type.Null()]),
    sort: Type.Integer(),
  },
  { additionalProperties: false },
)
export type MenuApplication = Static<typeof MenuApplication>

/** Columns a screen hides from the user's roles (data scopes of type 6). */
export const HiddenColumns = Type.Object(
  {
    scopeID: Id,
    menuId: Id,
    resourceCode: Type.String(),
    /** comma list of the columns hidden */
    scopeValue: Type.String(),
  },
  { additionalProperties: false },
)
export type HiddenColumns = Static<typeof HiddenColumns>

/** The print plans of a screen (spec §3 Print plan). */
export const MenuPrintPlans = Type.Object(
  {
    menuId: Id,
    menuCode: Type.String({ description: 'the screen’s menu code' }),
    printPlans: Type.Array(
      Type.Object(
        {
          id: Id,
          printPlanName: Type.String(),
          forbidReprint: Type.Integer({ description: '1: a printed document may not be printed again' }),
          template: Type.String({ description: 'the template the print plug-in fills (JSON)' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type MenuPrintPlans = Static<typeof MenuPrintPlans>

const codesOf = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${BASE}/${path}`,
    tags,
    summary: `The user’s ${what} permission codes`,
    reply: Type.Array(Type.String()),
  })

/** spec §7 System "menu": what the shell loads for the signed-in user. */
export const menuEndpoints = {
  routes: defineEndpoint({
    method: 'GET',
    path: `${BASE}/routes`,
    tags,
    summary:
      'The user’s routes: granted menus and every menu above them, as a tree sorted by sort, with meta (roles, expireTime); topMenuId keeps the top menu’s',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
        topMenuId: Type.Optional(
          Type.Union([Id, Type.Literal('')], { description: 'only the top menu’s routes' }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Array(MenuItem),
  }),
  applicationInfoList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/applicationInfoList`,
    tags,
    summary:
      'The applications of the left application bar the user may use (those holding a route of theirs)',
    query: UnpagedQuery,
    reply: Type.Array(MenuApplication),
  }),
  buttons: defineEndpoint({
    method: 'GET',
    path: `${BASE}/buttons`,
    tags,
    summary:
      'The user’s buttons, nested under the menus they belong to (the leaves’ codes are the permissions)',
    reply: Type.Array(MenuItem),
  }),
  tabs: codesOf('tabs', 'tab'),
  hovs: codesOf('hovs', 'HOV (value help)'),
  hideColumns: defineEndpoint({
    method: 'GET',
    path: `${BASE}/hide-columns`,
    tags,
    summary: 'Columns the user’s roles hide, per screen (data scopes of type 6); none for administrators',
    reply: Type.Array(HiddenColumns),
  }),
  listPrintPlans: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list-printplans`,
    tags,
    summary: 'The print plans of the screens the user may open, per screen (spec §3 Print plan)',
    query: UnpagedQuery,
    reply: Type.Array(MenuPrintPlans),
  }),
  grantTopTree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/grant-top-tree`,
    tags,
    summary: 'The user’s routes as a tree, to arrange under top menus (topmenu/grant-user)',
    query: UnpagedQuery,
    reply: Type.Object({ menu: Type.Array(MenuItem) }),
  }),
}
