import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import {
  couponTemplateResource,
  PROMOTION_CODES,
  promChannelResource,
  promManagerEndpoints,
  promSceneResource,
  promSloganResource,
  promWayResource,
  type ResourceDef,
} from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import type { WriteRules } from '../../core/resource/service'
import { configList, sessionWays, updateConfig } from './config-service'
import { assertPromType } from './prom-type'
import { promChannel, promCouponTemplate, promScene, promSlogan, promWay } from './schema'

async function assertScene(tx: Tx, code: unknown): Promise<void> {
  const [scene] = await tx
    .select({ id: promScene.id })
    .from(promScene)
    .where(and(eq(promScene.code, String(code)), eq(promScene.isDeleted, 0)))
  if (!scene) throw badRequest('promSceneUnknown', { code: String(code) })
}

const sloganRules: WriteRules = { beforeSave: (tx, row) => assertScene(tx, row.sceneCode) }

/** spec §5: a way's type is 1 to 4; its scene is one of the tenant's. */
const wayRules: WriteRules = {
  async beforeSave(tx, row) {
    assertPromType(row.promType)
    await assertScene(tx, row.promScene)
  },
}

/** An amount coupon needs its face value, a discount coupon its rate. */
const couponTemplateRules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    const fields = couponTemplateResource.fields
    if (row.kind === 'amount' && !row.faceFen)
      throw badRequest('fieldRequired', { field: fields.faceFen!.label[actor.locale] })
    if (row.kind === 'discount' && !row.ratePermille)
      throw badRequest('fieldRequired', { field: fields.ratePermille!.label[actor.locale] })
  },
}

const LISTS: [ResourceDef, unknown, WriteRules?][] = [
  [promSceneResource, promScene],
  [promChannelResource, promChannel],
  [promSloganResource, promSlogan, sloganRules],
  [promWayResource, promWay, wayRules],
]

/**
 * The promotions manager (spec §7 `/api/store-prom-manager/`): scenes, channels, slogans and ways
 * under the spec's names, the tenant's settings, the ways for the session, and coupon templates.
 */
export default async function managerRoutes(app: FastifyInstance) {
  for (const [def, table, rules] of LISTS) {
    const kit = resourceKit(app, def, table as ResourceTable, { rules })
    const names = { page: 'list', submit: 'saveOrUpdate', remove: 'remove', ...def.endpoints }
    kit.page(names.page)
    kit.submit(names.submit)
    kit.remove(names.remove)
  }
  const templates = resourceKit(app, couponTemplateResource, promCouponTemplate as unknown as ResourceTable, {
    rules: couponTemplateRules,
  })
  templates.page('page')
  templates.list('list')
  templates.detail('detail')
  templates.submit('submit')
  templates.remove('remove')

  endpointRoute(app, promManagerEndpoints.configList, {
    config: { permission: PROMOTION_CODES.configView },
    handler: async (req) => ok(req, await app.db.withTenant(sessionOf(req), configList)),
  })
  endpointRoute(app, promManagerEndpoints.configUpdate, {
    config: { permission: PROMOTION_CODES.configEdit },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const saved = await app.db.withTenant(sessionOf(req), (tx) =>
        updateConfig({ ...actor, tx, ids: app.ids, tenantId: actor.session.tenantId }, req.body),
      )
      return ok(req, saved)
    },
  })
  endpointRoute(app, promManagerEndpoints.waySession, {
    config: { permission: SIGNED_IN },
    handler: async (req) => ok(req, await app.db.withTenant(sessionOf(req), sessionWays)),
  })
}
