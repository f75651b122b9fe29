import { createReadStream } from 'node:fs'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { downloadEndpoints, permissionCodes } from '@store/contract'
import { SIGNED_IN, assertPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { actorOf } from '../../core/resource/route-kit'
import { formatDateTime } from '../../core/time'
import { purgeFinishedWork } from './cleanup'
import { exportJob, EXPORT_JOB, type ExportPayload } from './export-job'
import { openExportFiles, type ExportFiles } from './files'
import { exportFilters } from './filters'
import { downloadRecord } from './schema'
import { finishedOf, listByUser, removeOwn, toDownloadRecord } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** the download centre's files: other modules' reports become download records under it */
    exportFiles: ExportFiles
  }
}

/** How often finished downloads and jobs past their retention are cleaned up. */
const CLEANUP_EVERY_MS = 3_600_000
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The download centre (spec §7 `down/listByUser`, `down/remove`, `excel/export`): an export is a job
 * whose file its owner alone lists, fetches and removes.
 */
export const downloadPlugin = fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const { files, close } = await openExportFiles(app.config)
    app.addHook('onClose', close)
    app.decorate('exportFiles', files)
    app.jobs.define(exportJob(app, files))

    let cleaning: Promise<unknown> | null = null
    const timer = setInterval(() => {
      cleaning ??= purgeFinishedWork({ db: app.db, files, jobs: app.jobs }, app.config.downloadRetentionDays)
        .catch((err) => app.log.error({ err }, 'download clean-up failed'))
        .finally(() => {
          cleaning = null
        })
    }, CLEANUP_EVERY_MS).unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await cleaning
    })

    endpointRoute(app, downloadEndpoints.exportList, {
      // the exported resource's view code, checked in the handler once the body names it
      config: { permission: SIGNED_IN },
      handler: async (req) => {
        const service = app.resources.get(req.body.resource)
        if (!service) throw badRequest('exportResourceUnknown', { name: req.body.resource })
        await assertPermission(req, permissionCodes(service.def).view)
        const filters = exportFilters(service.def, req.body.params ?? {})
        const actor = await actorOf(app, req)
        const fileName =
          req.body.fileName ??
          `${service.def.label[actor.locale]}-${formatDateTime(new Date(), actor.timeZone).replace(/\D/g, '')}`
        const record = await app.db.withTenant(actor.session, async (tx) => {
          const [row] = await tx
            .insert(downloadRecord)
            .values({
              id: app.ids.next(),
              userId: actor.userId,
              fileName,
              resource: service.def.name,
              params: filters,
            })
            .returning()
          const payload: ExportPayload = {
            recordId: row!.id,
            resource: service.def.name,
            filters,
            session: actor.session,
            locale: actor.locale,
            timeZone: actor.timeZone,
            fileName,
          }
          await app.jobs.enqueue(tx, EXPORT_JOB, payload)
          return row!
        })
        return ok(req, toDownloadRecord(record, actor.timeZone))
      },
    })

    endpointRoute(app, downloadEndpoints.listByUser, {
      config: { permission: SIGNED_IN },
      handler: async (req) => {
        const actor = await actorOf(app, req)
        const current = Number(req.query.current ?? 1)
        const size = Number(req.query.size ?? 10)
        return ok(
          req,
          await app.db.withTenant(actor.session, (tx) =>
            listByUser(tx, actor.userId, current, size, actor.timeZone),
          ),
        )
      },
    })

    endpointRoute(app, downloadEndpoints.remove, {
      config: { permission: SIGNED_IN },
      handler: async (req) => {
        const session = sessionOf(req)
        const ids = req.query.ids.split(',')
        await app.db.withTenant(session, (tx) => removeOwn(tx, session.userId, ids))
        await Promise.all(ids.map((id) => files.remove(session.tenantId, id)))
        return ok(req, true)
      },
    })

    const { file } = downloadEndpoints
    app.get(
      file.path,
      {
        config: { permission: SIGNED_IN },
        // 200 is the file itself (no envelope, no reply schema); failures are the usual envelopes
        schema: { tags: file.tags, summary: file.summary, querystring: file.query },
      },
      async (req, reply) => {
        const session = sessionOf(req)
        const row = await app.db.withTenant(session, (tx) => finishedOf(tx, session.userId, req.query.id))
        const name = encodeURIComponent(`${row.fileName}.xlsx`)
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`)
          .send(createReadStream(files.pathOf(session.tenantId, row.id)))
      },
    )
  },
  { name: 'download', dependencies: ['jobs', 'resource-catalog'] },
)
