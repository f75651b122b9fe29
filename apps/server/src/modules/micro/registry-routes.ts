import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { MICRO_DEV_OVERRIDE_PARAM, microRegistryEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { paramValue } from '../settings'
import { redirectUrl } from './redirect'

const fieldLabels: FieldLabels = {
  '': { zh_CN: '地址列表', zh_HK: '地址列表', en: 'The list of urls' },
}

/**
 * What a signed-in shell needs of the registry: its tenant's sub-apps and versions (`registry`,
 * read after login), spec §7 `front/batch/redirectVersion`, and whether the tenant lets a browser
 * override a sub-app's entry (`dev-override`).
 */
export default async function registryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, microRegistryEndpoints.registry, {
    config: { permission: SIGNED_IN },
    handler: async (req) => ok(req, await app.microRegistry.of(sessionOf(req))),
  })

  endpointRoute(app, microRegistryEndpoints.redirectVersion, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const registry = await app.microRegistry.of(sessionOf(req))
      const apps = new Map(registry.map((a) => [a.name, a]))
      return ok(
        req,
        req.body.map(({ url, serverName }) => {
          const known = apps.get(serverName)
          return known ? redirectUrl(url, known) : url
        }),
      )
    },
  })

  endpointRoute(app, microRegistryEndpoints.devOverride, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const value = await app.db.withTenant(sessionOf(req), (tx) => paramValue(tx, MICRO_DEV_OVERRIDE_PARAM))
      return ok(req, { allowed: value?.trim().toLowerCase() === 'true' })
    },
  })
}
