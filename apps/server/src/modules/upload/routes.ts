import { rm } from 'node:fs/promises'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { UPLOAD_MAX_BYTES, permissionCodes, uploadEndpoints } from '@store/contract'
import { SIGNED_IN, assertPermission } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { actorOf } from '../../core/resource/route-kit'
import { IMPORT_JOB, importJob, type ImportPayload } from './import-job'
import { receiveXlsx } from './receive'
import { uploadHistory } from './schema'
import { listOwn, ownUpload, toUploadRecord } from './service'

/**
 * Import by excel template (spec §7 `excel/upload-status`, `uploadHistory/list`; /demo/importDemo):
 * an upload is a history record and a job; the history is its uploader's alone. Multipart parsing is
 * registered here only, so no other route accepts files.
 */
export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const files = app.exportFiles
  app.jobs.define(importJob(app, files))
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } })

  endpointRoute(app, uploadEndpoints.upload, {
    // the imported resource's add code, checked in the handler once the query names it
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const service = app.resources.get(req.query.functionCode)
      if (!service || service.def.readOnly) {
        throw badRequest('importFunctionUnknown', { name: req.query.functionCode })
      }
      await assertPermission(req, permissionCodes(service.def).add)
      const actor = await actorOf(app, req)
      const id = app.ids.next()
      const path = files.uploadPathOf(actor.session.tenantId, id)
      const fileName = (await receiveXlsx(req, path)).slice(0, 255)
      try {
        const record = await app.db.withTenant(actor.session, async (tx) => {
          const [row] = await tx
            .insert(uploadHistory)
            .values({ id, userId: actor.userId, functionCode: service.def.name, fileName })
            .returning()
          const payload: ImportPayload = {
            historyId: id,
            functionCode: service.def.name,
            fileName,
            session: actor.session,
            locale: actor.locale,
            timeZone: actor.timeZone,
          }
          await app.jobs.enqueue(tx, IMPORT_JOB, payload)
          return row!
        })
        return ok(req, toUploadRecord(record, actor.timeZone))
      } catch (err) {
        await rm(path, { force: true })
        throw err
      }
    },
  })

  endpointRoute(app, uploadEndpoints.status, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const row = await app.db.withTenant(actor.session, (tx) =>
        ownUpload(tx, actor.userId, req.query.excelUploadHistoryId),
      )
      return ok(req, toUploadRecord(row, actor.timeZone))
    },
  })

  endpointRoute(app, uploadEndpoints.history, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const query = {
        current: Number(req.query.current ?? 1),
        size: Number(req.query.size ?? 10),
        functionCode: req.query.functionCode,
      }
      return ok(
        req,
        await app.db.withTenant(actor.session, (tx) => listOwn(tx, actor.userId, query, actor.timeZone)),
      )
    },
  })
}
