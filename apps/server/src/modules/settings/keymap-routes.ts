import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import { PAGING, SHORTCUT_TYPE, shortcutKeyEndpoints, shortcutKeyResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type WriteRules } from '../../core/resource/service'
import { actorOf, fieldLabelsOf } from '../../core/resource/route-kit'
import { shortcutKey } from './schema'

/**
 * Built-in shortcuts (keyType 1) come with the system: their key may be changed, not their function
 * or type, and they are not removed; administrators add custom ones (keyType 2).
 */
const keymapRules: WriteRules = {
  async beforeSave(tx, row) {
    const [stored] = row.id
      ? await tx
          .select()
          .from(shortcutKey)
          .where(eq(shortcutKey.id, String(row.id)))
      : [{ keyType: SHORTCUT_TYPE.custom, keyFunction: row.keyFunction }]
    if (row.keyType !== stored!.keyType) throw badRequest('shortcutTypeFixed')
    if (stored!.keyType === SHORTCUT_TYPE.builtIn && row.keyFunction !== stored!.keyFunction) {
      throw badRequest('shortcutBuiltInFunction')
    }
  },
  async beforeRemove(_tx, rows) {
    const builtIn = rows.find((r) => r.keyType === SHORTCUT_TYPE.builtIn)
    if (builtIn) throw badRequest('shortcutBuiltInRemove', { name: String(builtIn.keyName) })
  },
}

/** Shortcut keys: the plain resource under /keymap, and the shell's read of the tenant's shortcuts. */
export default async function keymapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const table = shortcutKey as unknown as ResourceTable
  await app.register(resourceRoutes(shortcutKeyResource, table, keymapRules))
  const service = new ResourceService(shortcutKeyResource, table, app.ids, app.dictionaries)

  endpointRoute(app, shortcutKeyEndpoints.custom, {
    config: { permission: SIGNED_IN, fieldLabels: fieldLabelsOf(shortcutKeyResource) },
    handler: async (req) => {
      const session = sessionOf(req)
      const params = { ...req.query, ...req.body }
      if (params.tenantId && params.tenantId !== session.tenantId) throw badRequest('otherTenant')
      const current = params.current ?? 1
      const size = Math.min(params.size ?? PAGING.maxSize, PAGING.maxSize)
      const actor = await actorOf(app, req)
      return ok(req, await app.db.withTenant(session, (tx) => service.page(tx, { current, size }, actor)))
    },
  })
}
