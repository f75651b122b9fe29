import { mkdir, rename, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import type * as ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { WORK_STATUS, translate, type Locale, type ResourceDef } from '@store/contract'
import { enterTenant } from '../../core/db/database'
import type { JobKind } from '../../core/jobs/queue'
import type { Actor } from '../../core/resource/service'
import type { Session } from '../../core/tokens'
import type { ExportFiles } from './files'
import { endExport, setProgress, startExport } from './service'

export const EXPORT_JOB = 'excel-export'
/** rows read per transaction: the file grows a batch at a time, never the whole list in memory */
export const EXPORT_BATCH = 1000

export interface ExportPayload {
  recordId: string
  resource: string
  filters: Record<string, string | number>
  session: Session
  locale: Locale
  timeZone: string
  fileName: string
}

/** The sheet's columns: the id, the resource's fields and the creation time, headed in the user's language. */
function columnsOf(def: ResourceDef, locale: Locale): Partial<ExcelJS.Column>[] {
  return [
    { header: 'ID', key: 'id', width: 22 },
    ...Object.entries(def.fields).map(([key, f]) => ({ header: f.label[locale], key, width: 20 })),
    { header: translate('exportCreateTime', locale), key: 'createTime', width: 20 },
  ]
}

/**
 * Writes a resource list to an xlsx file with exceljs's streaming writer: each batch is read in its
 * own short transaction (the embedded database has one connection, and requests keep being served),
 * written and committed to the file, and the progress recorded; the lease is extended as it goes.
 */
export function exportJob(app: FastifyInstance, files: ExportFiles): JobKind<ExportPayload> {
  return {
    name: EXPORT_JOB,
    async run(p, job) {
      const service = app.resources.get(p.resource)
      if (!service) throw new Error(`resource ${p.resource} is no longer served`)
      const inTenant = <T>(fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
        app.db.withTenant({ tenantId: p.session.tenantId, userId: p.session.userId }, fn)
      const actor: Actor = {
        userId: p.session.userId,
        timeZone: p.timeZone,
        locale: p.locale,
        session: p.session,
        codes: await app.permissionSource.codesOf(p.session),
      }

      if (!(await inTenant((tx) => startExport(tx, p.recordId)))) return
      const total = await inTenant((tx) => service.countOf(tx, p.filters, actor))
      const path = files.pathOf(p.session.tenantId, p.recordId)
      await mkdir(dirname(path), { recursive: true })
      // exceljs is CommonJS without named exports for an ES import: its whole module is the default
      const { default: excel } = await import('exceljs')
      const book = new excel.stream.xlsx.WorkbookWriter({
        filename: `${path}.part`,
        useStyles: false,
        useSharedStrings: false,
      })
      const sheet = book.addWorksheet(service.def.label[p.locale])
      sheet.columns = columnsOf(service.def, p.locale)

      let rows = 0
      let after: string | null = null
      for (;;) {
        job.signal.throwIfAborted()
        const batch = await inTenant((tx) => service.batchAfter(tx, p.filters, actor, after, EXPORT_BATCH))
        for (const record of batch) sheet.addRow(record).commit()
        rows += batch.length
        if (batch.length < EXPORT_BATCH) break
        after = batch[batch.length - 1]!.id
        const progress = Math.min(99, Math.floor((rows * 100) / Math.max(total, 1)))
        await inTenant((tx) => setProgress(tx, p.recordId, progress))
        await job.heartbeat()
      }
      sheet.commit()
      await book.commit()
      await rename(`${path}.part`, path)
      const { size } = await stat(path)
      const msg = translate('exportDone', p.locale, { name: p.fileName, rows })
      const kept = await inTenant((tx) =>
        endExport(tx, p.recordId, { status: WORK_STATUS.done, rowCount: rows, fileSize: size, msg }),
      )
      if (!kept) await files.remove(p.session.tenantId, p.recordId)
    },
    async failed(tx, p) {
      await enterTenant(tx, p.session.tenantId)
      await endExport(tx, p.recordId, {
        status: WORK_STATUS.failed,
        msg: translate('exportFailed', p.locale),
      })
      await files.remove(p.session.tenantId, p.recordId)
    },
  }
}
