import { rm } from 'node:fs/promises'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  EXCEL_UPLOAD_PATH,
  EXCEL_UPLOAD_STATUS_PATH,
  Envelope,
  PageOf,
  UPLOAD_HISTORY_BASE,
  UPLOAD_MAX_BYTES,
  UploadHistoryListQuery,
  UploadHistoryRecord,
  UploadQuery,
  UploadStatusQuery,
  permissionCodes,
} from '@store/contract'
import { SIGNED_IN, assertPermission } from '../../core/auth'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { actorOf, errors } from '../../core/resource/route-kit'
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

  app.post(
    EXCEL_UPLOAD_PATH,
    {
      // the imported resource's add code, checked in the handler once the query names it
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['upload'],
        summary: `Uploads an xlsx (multipart field "file", at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB) to import into the resource the function code names; the history record to follow`,
        querystring: UploadQuery,
        response: { 200: Envelope(UploadHistoryRecord), ...errors },
      },
    },
    async (req) => {
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
  )

  app.get(
    EXCEL_UPLOAD_STATUS_PATH,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['upload'],
        summary: 'One of the caller’s uploads: its status, counts and error report',
        querystring: UploadStatusQuery,
        response: { 200: Envelope(UploadHistoryRecord), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const row = await app.db.withTenant(actor.session, (tx) =>
        ownUpload(tx, actor.userId, req.query.excelUploadHistoryId),
      )
      return ok(req, toUploadRecord(row, actor.timeZone))
    },
  )

  app.get(
    `${UPLOAD_HISTORY_BASE}/list`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['upload'],
        summary: 'The caller’s uploads, newest first (optionally of one function code)',
        querystring: UploadHistoryListQuery,
        response: { 200: Envelope(PageOf(UploadHistoryRecord)), ...errors },
      },
    },
    async (req) => {
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
  )
}
