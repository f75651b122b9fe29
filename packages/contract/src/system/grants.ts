import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList } from '../envelope'
import { LangParam, IgnoredPagingParams, UnpagedQuery } from '../resource'
import { TreeNode } from '../resources/menu'
import { roleResource } from '../resources/role'

const tags = ['role']

/** A role's kind: 1 organisation, 2 function role (the role list's and tree's filter). */
export const RoleTypeFilter = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 2, description: '1 organisation, 2 function role' }),
)

const RoleIdsQuery = Type.Object(
  { roleIds: IdList, ...IgnoredPagingParams, ...LangParam },
  { additionalProperties: false },
)

const IdArray = (description: string) => Type.Array(Id, { maxItems: 5000, uniqueItems: true, description })

/** The role dialog's grants (spec §6): the trees to choose from, a role's keys, and `role/grant`; the role picker. */
export const roleGrantEndpoints = {
  grantTree: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/menu/grant-tree',
    tags,
    summary:
      'What the caller may grant: menus (buttons included), data scopes and API scopes as trees; an administrator’s are all',
    query: UnpagedQuery,
    reply: Type.Object(
      { menu: Type.Array(TreeNode), dataScope: Type.Array(TreeNode), apiScope: Type.Array(TreeNode) },
      { additionalProperties: false },
    ),
  }),
  roleTreeKeys: defineEndpoint({
    method: 'GET',
    path: `${roleResource.basePath}/role-tree-keys`,
    tags,
    summary:
      'What the roles are granted: menu, data-scope and API-scope ids (the grant dialog’s checked keys)',
    query: RoleIdsQuery,
    reply: Type.Object(
      { menu: Type.Array(Id), dataScope: Type.Array(Id), apiScope: Type.Array(Id) },
      { additionalProperties: false },
    ),
  }),
  menuRoleTreeKeys: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/menu/role-tree-keys',
    tags,
    summary: 'BladeX’s menu/role-tree-keys: the ids of the menus the roles are granted',
    query: RoleIdsQuery,
    reply: Type.Array(Id),
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: `${roleResource.basePath}/grant`,
    tags,
    summary: 'Replace the roles’ menus, data scopes and API scopes in one transaction (all or nothing)',
    body: Type.Object(
      {
        roleIds: Type.Array(Id, {
          minItems: 1,
          maxItems: 100,
          uniqueItems: true,
          description: 'the roles to grant',
        }),
        menuIds: IdArray('menus and buttons (checked and half-checked)'),
        dataScopeIds: Type.Optional(IdArray('data scopes; omitted: none')),
        apiScopeIds: Type.Optional(IdArray('API scopes; omitted: none')),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  roleTree: defineEndpoint({
    method: 'GET',
    path: `${roleResource.basePath}/tree`,
    tags,
    summary: 'The tenant’s roles as a selection tree (the user dialog’s role picker)',
    query: Type.Object(
      { roleType: RoleTypeFilter, ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(TreeNode),
  }),
}
