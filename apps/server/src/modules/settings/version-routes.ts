import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  PAGING,
  VERSION_STATUS,
  shellLookupEndpoints,
  versionEndpoints,
  versionResource,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { assertUrl } from '../../core/resource/checks'
import { actorOf } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import { productVersion } from './schema'

const noteColumns = {
  id: productVersion.id,
  version: productVersion.version,
  title: productVersion.title,
  content: productVersion.content,
  address: productVersion.address,
  showDate: productVersion.showDate,
  status: productVersion.status,
}
const RELEASED = [VERSION_STATUS.history, VERSION_STATUS.current]

/**
 * The status is only ever set by `preliminaryOrCurrentUpdate` (a new version is a past one until
 * then); the notes' address is a web address; the current and preliminary versions stay.
 */
const versionRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    assertUrl(row.address, versionResource.fields.address!.label, actor.locale)
    const [stored] = row.id
      ? await tx
          .select({ status: productVersion.status })
          .from(productVersion)
          .where(eq(productVersion.id, String(row.id)))
      : [{ status: VERSION_STATUS.history }]
    if ((row.status ?? VERSION_STATUS.history) !== stored!.status) throw badRequest('versionStatusReadOnly')
  },
  async beforeRemove(_tx, rows) {
    if (rows.some((r) => r.status !== VERSION_STATUS.history)) throw badRequest('versionCurrentRemove')
  },
}

/** `/api/blade-version`: the footer's current version and the product-update notes (platform data). */
export default async function versionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const kit = resourceKit(app, versionResource, productVersion as unknown as ResourceTable, {
    rules: versionRules,
    platform: true,
  })
  kit.page('pageQuery', { summary: 'Versions, one page (every status), for their administration' })
  kit.submit('saveOrUpdate', { summary: 'Insert (no id) or update a version: platform administrators only' })
  kit.remove('delete', {
    summary: 'Remove versions (not the current or preliminary one): platform administrators only',
  })

  endpointRoute(app, shellLookupEndpoints.version, {
    config: { permission: SIGNED_IN, fieldLabels: kit.fieldLabels },
    handler: async (req) => {
      const status = req.query.dataType ?? VERSION_STATUS.current
      const [row] = await kit.read(req, (tx) =>
        tx
          .select(noteColumns)
          .from(productVersion)
          .where(and(eq(productVersion.status, status), eq(productVersion.isDeleted, 0))),
      )
      return ok(req, row ?? null)
    },
  })

  endpointRoute(app, versionEndpoints.allMessage, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const current = req.query.current ?? 1
      const size = req.query.size ?? PAGING.defaultSize
      if ((current - 1) * size > PAGING.maxOffset)
        throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })
      const released = and(inArray(productVersion.status, RELEASED), eq(productVersion.isDeleted, 0))
      const [records, [total]] = await kit.read(req, async (tx) => [
        await tx
          .select(noteColumns)
          .from(productVersion)
          .where(released)
          .orderBy(desc(productVersion.showDate), desc(productVersion.id))
          .limit(size)
          .offset((current - 1) * size),
        await tx.select({ n: count() }).from(productVersion).where(released),
      ])
      const n = Number(total?.n ?? 0)
      return ok(req, { records, total: n, size, current, pages: Math.ceil(n / size) })
    },
  })

  /** Makes a version the current or the preliminary one; the one that held that place becomes a past version. */
  endpointRoute(app, versionEndpoints.preliminaryOrCurrentUpdate, {
    config: { permission: kit.codes.edit, fieldLabels: kit.fieldLabels },
    handler: async (req) => {
      const { id, dataType } = req.body
      const actor = await actorOf(app, req)
      const saved = await kit.write(req, async (tx) => {
        const live = eq(productVersion.isDeleted, 0)
        const [target] = await tx
          .select(noteColumns)
          .from(productVersion)
          .where(and(eq(productVersion.id, id), live))
          .for('update')
        if (!target) throw notFound()
        const holders = await tx
          .select(noteColumns)
          .from(productVersion)
          .where(and(eq(productVersion.status, dataType), live))
          .for('update')
        const demoted = holders.filter((h) => h.id !== id)
        if (demoted.length) {
          await tx
            .update(productVersion)
            .set({ status: VERSION_STATUS.history, updateUser: actor.userId, updateTime: sql`now()` })
            .where(
              inArray(
                productVersion.id,
                demoted.map((h) => h.id),
              ),
            )
        }
        const [after] = await tx
          .update(productVersion)
          .set({ status: dataType, updateUser: actor.userId, updateTime: sql`now()` })
          .where(eq(productVersion.id, id))
          .returning(noteColumns)
        await recordAudit(tx, app.ids, {
          resource: versionResource.name,
          action: 'update',
          recordIds: [id, ...demoted.map((h) => h.id)],
          before: [target, ...demoted],
          after: [after, ...demoted.map((h) => ({ ...h, status: VERSION_STATUS.history }))],
          userId: actor.userId,
          requestId: req.id,
        })
        return after!
      })
      return ok(req, saved)
    },
  })
}
