import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { permissionCodes, roleEndpoints, roleGrantEndpoints, roleResource } from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type Actor } from '../../core/resource/service'
import { nest } from '../menu'
import { roleRules } from './role-rules'
import { role } from './schema'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest, fieldLabelsOf } from '../../core/resource/route-kit'

const codes = permissionCodes(roleResource)
const fieldLabels = fieldLabelsOf(roleResource)

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

  endpointRoute(app, roleEndpoints.list, {
    config: { permission: codes.view },
    handler: async (req) => {
      const { lang: _lang, ...filters } = req.query
      const rows = await inTenant(req, (tx, actor) => service.list(tx, filters, actor))
      return ok(req, nest(rows.map((r) => ({ ...r, parentId: r.parentId as string }))))
    },
  })

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

  endpointRoute(app, roleEndpoints.detail, {
    config: { permission: codes.view },
    handler: async (req) =>
      ok(req, await inTenant(req, (tx, actor) => service.detail(tx, req.query.id, actor))),
  })

  endpointRoute(app, roleEndpoints.submit, {
    config: { permission: [codes.add, codes.edit], fieldLabels },
    handler: async (req) => {
      const body = req.body as Record<string, unknown>
      await assertPermission(req, body.id ? codes.edit : codes.add)
      return ok(req, await inTenant(req, (tx, actor) => service.submit(tx, body, actor)))
    },
  })

  endpointRoute(app, roleEndpoints.remove, {
    config: { permission: codes.remove },
    handler: async (req) => {
      await inTenant(req, (tx, actor) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  })
}
