import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq } from 'drizzle-orm'
import { microAdminEndpoints, microAppResource, microHealthEndpoints } from '@store/contract'
import { emitAfterCommit } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf } from '../../core/resource/route-kit'
import type { WriteRules } from '../../core/resource/service'
import { resourceKit } from '../../core/resource/resource-kit'
import { assertPlatformAdministrator } from '../../core/platform-admin'
import { healthSummary } from './health'
import { assertIframeUrl } from './rules'
import { microApp } from './schema'
import { MicroAppService, type PlatformActor } from './service'

/** Every tenant's registry follows the catalogue; an app's name ties its versions and pins to it. */
const catalogueRules: WriteRules = {
  async beforeSave(tx, row) {
    assertIframeUrl(row.iframe, row.url)
    if (row.id) {
      const [stored] = await tx
        .select({ name: microApp.name })
        .from(microApp)
        .where(and(eq(microApp.id, String(row.id)), eq(microApp.isDeleted, 0)))
      if (stored && stored.name !== row.name) throw badRequest('microAppNameFixed', { name: stored.name })
    }
    emitAfterCommit(tx, 'micro:registry-changed', {})
  },
  async beforeRemove(tx) {
    emitAfterCommit(tx, 'micro:registry-changed', {})
  },
}

/**
 * The platform's administration of sub-apps (platform administrators only, every route): the
 * catalogue (`page`, `detail`, `submit`, `remove`), published versions (`version/list`,
 * `version/publish`, `version/current`), gray release (`gray/list`, `gray/submit`, `gray/remove`) and
 * the sub-apps' health of the last 24 hours (`health/summary`).
 */
export default async function microAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // Before the body is read: a tenant's administrator holds every code of its own tenant, yet none here.
  app.addHook('preValidation', assertPlatformAdministrator)

  const kit = resourceKit(app, microAppResource, microApp as unknown as ResourceTable, {
    rules: catalogueRules,
    platform: true,
  })
  kit.page('page', { summary: 'The sub-app catalogue, one page: platform administrators only' })
  kit.detail('detail', { summary: 'One sub-app of the catalogue: platform administrators only' })
  kit.submit('submit', {
    summary: 'Insert (no id) or update a sub-app of the catalogue: platform administrators only',
  })
  kit.remove('remove', { summary: 'Remove sub-apps from the catalogue: platform administrators only' })

  const service = new MicroAppService(app.ids)
  const fieldLabels: FieldLabels = {
    ...kit.fieldLabels,
    version: { zh_CN: '版本号', zh_HK: '版本號', en: 'Version' },
    entry: { zh_CN: '入口地址', zh_HK: '入口地址', en: 'Entry' },
    bridge: { zh_CN: '桥接版本', zh_HK: '橋接版本', en: 'Bridge major' },
    tenantIds: { zh_CN: '租户', zh_HK: '租戶', en: 'Tenants' },
  }
  const platformActor = async (req: FastifyRequest): Promise<PlatformActor> => {
    const actor = await actorOf(app, req)
    return { userId: actor.userId, requestId: actor.requestId, timeZone: actor.timeZone }
  }
  const read = { permission: kit.codes.view, fieldLabels }
  const write = (permission: string) => ({ permission, fieldLabels })

  endpointRoute(app, microAdminEndpoints.versions, {
    config: read,
    handler: async (req) => {
      const { timeZone } = await platformActor(req)
      return ok(req, await kit.read(req, (tx) => service.versions(tx, req.query.name, timeZone)))
    },
  })

  endpointRoute(app, microAdminEndpoints.publish, {
    config: write(kit.codes.add),
    handler: async (req) => {
      const actor = await platformActor(req)
      return ok(req, await kit.write(req, (tx) => service.publish(tx, req.body, actor)))
    },
  })

  endpointRoute(app, microAdminEndpoints.makeCurrent, {
    config: write(kit.codes.edit),
    handler: async (req) => {
      const actor = await platformActor(req)
      const { name, version } = req.body
      return ok(req, await kit.write(req, (tx) => service.makeCurrent(tx, name, version, actor)))
    },
  })

  endpointRoute(app, microAdminEndpoints.grayList, {
    config: read,
    handler: async (req) => ok(req, await kit.read(req, (tx) => service.grayOf(tx, req.query.name))),
  })

  endpointRoute(app, microAdminEndpoints.graySubmit, {
    config: write(kit.codes.edit),
    handler: async (req) => {
      const actor = await platformActor(req)
      return ok(req, await kit.write(req, (tx) => service.pin(tx, req.body, actor)))
    },
  })

  endpointRoute(app, microAdminEndpoints.grayRemove, {
    config: write(kit.codes.edit),
    handler: async (req) => {
      const actor = await platformActor(req)
      await kit.write(req, (tx) => service.unpin(tx, req.body, actor))
      return ok(req, true)
    },
  })

  endpointRoute(app, microHealthEndpoints.summary, {
    config: read,
    handler: async (req) => {
      const { timeZone } = await platformActor(req)
      return ok(req, await kit.read(req, (tx) => healthSummary(tx, timeZone)))
    },
  })
}
