import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  DetailQuery,
  Envelope,
  LangParam,
  RemoveQuery,
  RoleTypeFilter,
  permissionCodes,
  recordSchema,
  roleGrantEndpoints,
  roleResource,
  submitSchema,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type Actor } from '../../core/resource/service'
import { nest } from './menu-catalog'
import { roleRules } from './role-rules'
import { role } from './schema'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest, errors, fieldLabelsOf } from '../../core/resource/route-kit'

const BASE = roleResource.basePath
const codes = permissionCodes(roleResource)
const RoleRecord = recordSchema(roleResource)
const RoleNode = Type.Object(
  {
    ...RoleRecord.properties,
    children: Type.Optional(Type.Array(Type.Unknown({ description: 'roles of the same shape' }))),
  },
  { additionalProperties: false },
)
const ListQuery = Type.Object(
  {
    roleName: Type.Optional(Type.String({ maxLength: 255, description: 'part of the name' })),
    roleAlias: Type.Optional(Type.String({ maxLength: 255 })),
    roleType: RoleTypeFilter,
    ...LangParam,
  },
  { additionalProperties: false },
)

const fieldLabels = fieldLabelsOf(roleResource)
const tags = ['role']

/** spec §7 / §6 "Role, function-role and data-scope screens": roles of the tenant, as a tree. */
export default async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new ResourceService(
    roleResource,
    role as unknown as ResourceTable,
    app.ids,
    app.dictionaries,
    undefined,
    roleRules,
  )

  const actorOf = (req: FastifyRequest) => actorOfRequest(app, req)
  const inTenant = async <T>(req: FastifyRequest, fn: (tx: Tx, actor: Actor) => Promise<T>) => {
    const actor = await actorOf(req)
    return app.db.withTenant(sessionOf(req), (tx) => fn(tx, actor))
  }

  app.get(
    `${BASE}/list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary:
          'The tenant’s roles as a tree (filtered: the matches, each under its parent when that matches too)',
        querystring: ListQuery,
        response: { 200: Envelope(Type.Array(RoleNode)), ...errors },
      },
    },
    async (req) => {
      const { lang: _lang, ...filters } = req.query
      const rows = await inTenant(req, (tx, actor) => service.list(tx, filters, actor))
      return ok(req, nest(rows.map((r) => ({ ...r, parentId: r.parentId as string }))))
    },
  )

  endpointRoute(app, roleGrantEndpoints.roleTree, {
    // the role picker of the user screen: who may give a user roles may see which roles there are
    config: { permission: [codes.view, 'user_add', 'user_edit', 'user_grant'] },
    handler: async (req) => {
      const filters = req.query.roleType ? { roleType: req.query.roleType } : {}
      const rows = await inTenant(req, (tx, actor) => service.list(tx, filters, actor))
      const nodes = rows.map((r) => ({
        id: r.id,
        parentId: r.parentId as string,
        title: r.roleName as string,
        key: r.id,
        value: r.id,
        roleType: r.roleType as number,
      }))
      return ok(req, nest(nodes))
    },
  })

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'One role',
        querystring: DetailQuery,
        response: { 200: Envelope(RoleRecord), ...errors },
      },
    },
    async (req) => ok(req, await inTenant(req, (tx, actor) => service.detail(tx, req.query.id, actor))),
  )

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [codes.add, codes.edit], fieldLabels },
      schema: {
        tags,
        summary: 'Insert (no id) or update a role or function role',
        body: submitSchema(roleResource),
        response: { 200: Envelope(RoleRecord), ...errors },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>
      await assertPermission(req, body.id ? codes.edit : codes.add)
      return ok(req, await inTenant(req, (tx, actor) => service.submit(tx, body, actor)))
    },
  )

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: codes.remove },
      schema: {
        tags,
        summary: 'Remove roles with their grants (never the administrator; sub-roles first)',
        querystring: RemoveQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      await inTenant(req, (tx, actor) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  )
}
