import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type, type TSchema } from 'typebox'
import {
  DetailQuery,
  Envelope,
  Id,
  LangParam,
  PLATFORM_TENANT_ID,
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
import { enterTenant, type Tx } from '../db/database'
import { ok } from '../envelope'
import type { ResourceTable } from './query'
import { actorOf, errors, fieldLabelsOf, listSerializer, NoQuery } from './route-kit'
import { ResourceService, type WriteRules } from './service'
import { assertPlatformAdministrator } from '../platform-admin'

const RemoveOneQuery = Type.Object({ id: Id, ...LangParam }, { additionalProperties: false })

interface RouteOptions {
  summary?: string
  /** the permission of the route; default the resource's code for what it does */
  permission?: string
}

/**
 * The routes of a plain resource under the paths and methods the spec names (`saveOrUpdate`,
 * `GET remove`, `pageQuery`…), where the resource framework's fixed page/list/detail/submit/remove do
 * not fit. Same schemas, permissions, rules and audit as the framework. A `platform` resource is
 * platform data: written only by the platform's administrators, in a system transaction inside the
 * platform tenant (whose audit log records it).
 */
export function resourceKit(
  fastify: FastifyInstance,
  def: ResourceDef,
  table: ResourceTable,
  options: { rules?: WriteRules; platform?: boolean } = {},
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new ResourceService(def, table, app.ids, app.dictionaries, app.dataScopes, options.rules)
  app.resources.add(service)
  const codes = permissionCodes(def)
  const record = recordSchema(def)
  const serializeList = listSerializer(record)
  const fieldLabels = fieldLabelsOf(def)
  const tags = [def.name]
  const url = (path: string) => `${def.basePath}/${path}`

  const read = <T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>) => app.db.withTenant(sessionOf(req), fn)
  const write = async <T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (!options.platform) return app.db.withTenant(sessionOf(req), fn)
    await assertPlatformAdministrator(req)
    return app.db.withSystem(async (tx) => {
      await enterTenant(tx, PLATFORM_TENANT_ID)
      return fn(tx)
    })
  }

  return {
    service,
    codes,
    record,
    fieldLabels,
    tags,
    read,
    write,

    page(path: string, o: RouteOptions = {}) {
      app.get(
        url(path),
        {
          config: { permission: o.permission ?? codes.view, fieldLabels },
          schema: {
            tags,
            summary: o.summary ?? `${def.label.en}: one page`,
            querystring: pageQuerySchema(def),
            response: { 200: Envelope(PageOf(record)), ...errors },
          },
        },
        async (req) => {
          const actor = await actorOf(app, req)
          return ok(
            req,
            await read(req, (tx) => service.page(tx, req.query as Record<string, unknown>, actor)),
          )
        },
      )
    },

    list(path: string, o: RouteOptions = {}) {
      app.get(
        url(path),
        {
          config: { permission: o.permission ?? codes.view, fieldLabels },
          schema: {
            tags,
            summary:
              o.summary ??
              `${def.label.en}: all matching (at most 1000), or one page when current or size is sent`,
            querystring: listQuerySchema(def),
            response: { 200: Envelope(listReplySchema(def, record)), ...errors },
          },
        },
        async (req, reply) => {
          const actor = await actorOf(app, req)
          const query = req.query as Record<string, unknown>
          const data = await read(req, (tx) => service.listOrPage(tx, query, actor))
          serializeList(reply, data)
          return ok(req, data)
        },
      )
    },

    detail(path: string, o: RouteOptions = {}) {
      app.get(
        url(path),
        {
          config: { permission: o.permission ?? codes.view },
          schema: {
            tags,
            summary: o.summary ?? `${def.label.en}: one`,
            querystring: DetailQuery,
            response: { 200: Envelope(record), ...errors },
          },
        },
        async (req) => {
          const actor = await actorOf(app, req)
          return ok(req, await read(req, (tx) => service.detail(tx, req.query.id, actor)))
        },
      )
    },

    /** Insert (no id) or update: the add or edit code as the body says, checked before the body is used. */
    submit(path: string, o: RouteOptions = {}) {
      app.post(
        url(path),
        {
          config: { permission: [codes.add, codes.edit], fieldLabels },
          schema: {
            tags,
            summary: o.summary ?? `${def.label.en}: insert (no id) or update`,
            querystring: NoQuery,
            body: submitSchema(def),
            response: { 200: Envelope(record), ...errors },
          },
        },
        async (req) => {
          const body = req.body as Record<string, unknown>
          await assertPermission(req, body.id ? codes.edit : codes.add)
          const actor = await actorOf(app, req)
          return ok(req, await write(req, (tx) => service.submit(tx, body, actor)))
        },
      )
    },

    /** Removes by `ids` (a comma list) or by one `id`, with GET where the spec's client sends GET. */
    remove(path: string, o: RouteOptions & { method?: 'GET' | 'POST'; param?: 'ids' | 'id' } = {}) {
      const param = o.param ?? 'ids'
      const querystring: TSchema = param === 'ids' ? RemoveQuery : RemoveOneQuery
      app.route({
        method: o.method ?? 'POST',
        url: url(path),
        config: { permission: o.permission ?? codes.remove },
        schema: {
          tags,
          summary: o.summary ?? `${def.label.en}: remove by ${param}`,
          querystring,
          response: { 200: Envelope(Type.Boolean()), ...errors },
        },
        handler: async (req) => {
          const query = req.query as { ids?: string; id?: string }
          const ids = param === 'ids' ? query.ids!.split(',') : [query.id!]
          const actor = await actorOf(app, req)
          await write(req, (tx) => service.remove(tx, ids, actor))
          return ok(req, true)
        },
      })
    },
  }
}
