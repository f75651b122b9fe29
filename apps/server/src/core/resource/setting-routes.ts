import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Endpoint } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../auth'
import type { Tx } from '../db/database'
import type { SettingActor } from '../db/tenant-setting'
import { endpointRoute } from '../endpoint-route'
import { ok, type FieldLabels } from '../envelope'
import { actorOf } from './route-kit'

/** A one-row tenant setting's endpoints, whose reply (and the save's body) is the setting's schema. */
export interface TenantSettingEndpoints {
  /** GET: every signed-in user of the tenant reads it (the shell loads it at start-up) */
  detail: Endpoint
  /** POST: saves it whole and answers it as saved */
  submit: Endpoint
}

export interface TenantSettingRoutes<T extends Record<string, unknown>> {
  endpoints: TenantSettingEndpoints
  editPermission: string
  fieldLabels: FieldLabels
  load(tx: Tx): Promise<T>
  save(tx: Tx, actor: SettingActor, value: T): Promise<T>
}

/** A one-row tenant setting's two routes: read (the defaults until saved) and save, in one transaction. */
export function tenantSettingRoutes<T extends Record<string, unknown>>(
  fastify: FastifyInstance,
  o: TenantSettingRoutes<T>,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, o.endpoints.detail, {
    config: { permission: SIGNED_IN, fieldLabels: o.fieldLabels },
    handler: async (req) => ok(req, await app.db.withTenant(sessionOf(req), o.load)),
  })
  endpointRoute(app, o.endpoints.submit, {
    config: { permission: o.editPermission, fieldLabels: o.fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const saved = await app.db.withTenant(actor.session, (tx) =>
        o.save(tx, { ids: app.ids, userId: actor.userId, requestId: actor.requestId }, req.body as T),
      )
      return ok(req, saved)
    },
  })
}
