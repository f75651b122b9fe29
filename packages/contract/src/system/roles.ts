import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import {
  DetailQuery,
  LangParam,
  RemoveQuery,
  recordSchema,
  submitSchema,
  IgnoredPagingParams,
} from '../resource'
import { roleResource } from '../resources/role'
import { RoleTypeFilter } from './grants'

const BASE = roleResource.basePath
const tags = ['role']

const RoleRecord = recordSchema(roleResource)
const RoleNode = Type.Object(
  {
    ...RoleRecord.properties,
    children: Type.Optional(Type.Array(Type.Unknown({ description: 'roles of the same shape' }))),
  },
  { additionalProperties: false },
)

/** spec §7 / §6 "Role, function-role and data-scope screens": roles of the tenant, as a tree. */
export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    summary:
      'The tenant’s roles as a tree (filtered: the matches, each under its parent when that matches too)',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
        roleName: Type.Optional(Type.String({ maxLength: 255, description: 'part of the name' })),
        roleAlias: Type.Optional(Type.String({ maxLength: 255 })),
        roleType: RoleTypeFilter,
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Array(RoleNode),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One role',
    query: DetailQuery,
    reply: RoleRecord,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary: 'Insert (no id) or update a role or function role',
    query: null,
    body: submitSchema(roleResource),
    reply: RoleRecord,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove roles with their grants (never the administrator; sub-roles first)',
    query: RemoveQuery,
    reply: Type.Boolean(),
  }),
}
