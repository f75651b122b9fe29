import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { TObject } from 'typebox'
import { Envelope } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../auth'
import type { Tx } from '../db/database'
import type { SettingActor } from '../db/tenant-setting'
import { ok, type FieldLabels } from '../envelope'
import { actorOf, errors, NoQuery } from './route-kit'

export interface TenantSettingRoutes<T extends Record<string, unknown>> {
  /** GET: every signed-in user of the tenant reads it (the shell loads it at start-up) */
  detail: string
  /** POST: saves it whole and answers it as saved */
  submit: string
  /** the setting's contract schema, whose static type is T */
  schema: TObject
  editPermission: string
  fieldLabels: FieldLabels
  tag: string
  summary: { detail: string; submit: string }
  load(tx: Tx): Promise<T>
  save(tx: Tx, actor: SettingActor, value: T): Promise<T>
}

/** A one-row tenant setting's two routes: read (the defaults until saved) and save, in one transaction. */
export function tenantSettingRoutes<T extends Record<string, unknown>>(
  fastify: FastifyInstance,
  o: TenantSettingRoutes<T>,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    o.detail,
    {
      config: { permission: SIGNED_IN, fieldLabels: o.fieldLabels },
      schema: {
        tags: [o.tag],
        summary: o.summary.detail,
        querystring: NoQuery,
        response: { 200: Envelope(o.schema), ...errors },
      },
    },
    async (req) => ok(req, await app.db.withTenant(sessionOf(req), o.load)),
  )
  app.post(
    o.submit,
    {
      config: { permission: o.editPermission, fieldLabels: o.fieldLabels },
      schema: {
        tags: [o.tag],
        summary: o.summary.submit,
        querystring: NoQuery,
        body: o.schema,
        response: { 200: Envelope(o.schema), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const saved = await app.db.withTenant(actor.session, (tx) =>
        o.save(tx, { ids: app.ids, userId: actor.userId, requestId: actor.requestId }, req.body as T),
      )
      return ok(req, saved)
    },
  )
}
