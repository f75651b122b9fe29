import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  DetailQuery,
  Envelope,
  IdsBody,
  IdsQuery,
  PageOf,
  RemoveQuery,
  listQuerySchema,
  listReplySchema,
  pageQuerySchema,
  permissionCodes,
  recordSchema,
  submitSchema,
  type ResourceDef,
} from '@store/contract'
import { assertPermission, sessionOf } from '../auth'
import { ok } from '../envelope'
import type { FilterConditions, ResourceTable } from './query'
import { ResourceService, type WriteRules } from './service'
import { actorOf as actorOfRequest, errors, fieldLabelsOf, listSerializer } from './route-kit'

/**
 * page, list, detail, submit and remove for one resource, from its definition: the same schemas
 * validate the request, type the handler and document the route in OpenAPI.
 */
export function resourceRoutes(
  def: ResourceDef,
  table: ResourceTable,
  rules?: WriteRules,
  filters?: FilterConditions,
) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const service = new ResourceService(def, table, app.ids, app.dictionaries, app.dataScopes, rules, filters)
    app.resources.add(service)
    if (def.scope) app.dataScopes.register(def)
    const codes = permissionCodes(def)
    const record = recordSchema(def)
    const serializeList = listSerializer(record)
    const fieldLabels = fieldLabelsOf(def)
    const tags = [def.name]

    const actorOf = (req: FastifyRequest) => actorOfRequest(app, req)
    const inTenant = <T>(req: FastifyRequest, fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
      app.db.withTenant(sessionOf(req), fn)

    app.get(
      `${def.basePath}/page`,
      {
        config: { permission: codes.view, fieldLabels },
        schema: {
          tags,
          summary: `${def.label.en}: one page`,
          querystring: pageQuerySchema(def),
          response: { 200: Envelope(PageOf(record)), ...errors },
        },
      },
      async (req) => {
        const actor = await actorOf(req)
        return ok(req, await inTenant(req, (tx) => service.page(tx, req.query, actor)))
      },
    )

    app.get(
      `${def.basePath}/list`,
      {
        config: { permission: codes.view, fieldLabels },
        schema: {
          tags,
          summary: `${def.label.en}: all matching (at most 1000), or one page when current or size is sent`,
          querystring: listQuerySchema(def),
          response: { 200: Envelope(listReplySchema(def, record)), ...errors },
        },
      },
      async (req, reply) => {
        const actor = await actorOf(req)
        const data = await inTenant(req, (tx) => service.listOrPage(tx, req.query, actor))
        serializeList(reply, data)
        return ok(req, data)
      },
    )

    app.get(
      `${def.basePath}/detail`,
      {
        config: { permission: codes.view },
        schema: {
          tags,
          summary: `${def.label.en}: one`,
          querystring: DetailQuery,
          response: { 200: Envelope(record), ...errors },
        },
      },
      async (req) => {
        const actor = await actorOf(req)
        return ok(req, await inTenant(req, (tx) => service.detail(tx, req.query.id, actor)))
      },
    )

    if (def.queryByIds) {
      const byIds = (req: FastifyRequest, ids: string[]) =>
        actorOf(req).then((actor) => inTenant(req, (tx) => service.byIds(tx, ids, actor)))
      const schema = {
        tags,
        summary: `${def.label.en}: the live records of the given ids, in their order`,
        response: { 200: Envelope(Type.Array(record)), ...errors },
      }
      app.get(
        `${def.basePath}/queryByIds`,
        { config: { permission: codes.view }, schema: { ...schema, querystring: IdsQuery } },
        async (req) => ok(req, await byIds(req, req.query.ids.split(','))),
      )
      if (def.queryByIds.post) {
        app.post(
          `${def.basePath}/queryByIds`,
          { config: { permission: codes.view }, schema: { ...schema, body: IdsBody } },
          async (req) => ok(req, await byIds(req, req.body)),
        )
      }
    }

    if (def.readOnly) return

    app.post(
      `${def.basePath}/submit`,
      {
        config: { permission: [codes.add, codes.edit], fieldLabels },
        schema: {
          tags,
          summary: `${def.label.en}: insert (no id) or update`,
          body: submitSchema(def),
          response: { 200: Envelope(record), ...errors },
        },
      },
      async (req) => {
        const body = req.body as Record<string, unknown>
        await assertPermission(req, body.id ? codes.edit : codes.add)
        const actor = await actorOf(req)
        return ok(req, await inTenant(req, (tx) => service.submit(tx, body, actor)))
      },
    )

    app.post(
      `${def.basePath}/remove`,
      {
        config: { permission: codes.remove },
        schema: {
          tags,
          summary: `${def.label.en}: remove by ids`,
          querystring: RemoveQuery,
          response: { 200: Envelope(Type.Boolean()), ...errors },
        },
      },
      async (req) => {
        const actor = await actorOf(req)
        await inTenant(req, (tx) => service.remove(tx, req.query.ids.split(','), actor))
        return ok(req, true)
      },
    )
  }
}
