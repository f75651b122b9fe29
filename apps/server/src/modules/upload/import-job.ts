import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { IMPORT_MAX_ROWS, WORK_STATUS, translate, type Locale, type MessageKey } from '@store/contract'
import { enterTenant, type Tx } from '../../core/db/database'
import { AppError } from '../../core/errors'
import type { JobKind } from '../../core/jobs/queue'
import type { ResourceService } from '../../core/resource/service'
import type { Session } from '../../core/tokens'
import { addFinished, type ExportFiles } from '../download'
import { templateColumnsOf } from '../settings'
import { bodyOf, columnsOf, complaintOf, missingRequired, titlesOf } from './columns'
import { writeReport, type RowError } from './report'
import { endImport, startImport } from './service'
import { readFirstSheet, type SheetRow } from './sheet'

export const IMPORT_JOB = 'excel-import'

export interface ImportPayload {
  historyId: string
  functionCode: string
  fileName: string
  session: Session
  locale: Locale
  timeZone: string
}

/**
 * Inserts each valid row through the resource service (its dictionaries, unique fields, rules and
 * audit) inside the caller's transaction, each under a savepoint so a refused row leaves the others;
 * answers the refused rows.
 */
async function insertRows(
  tx: Tx,
  service: ResourceService,
  rows: SheetRow[],
  columns: Map<string, number>,
  p: ImportPayload,
): Promise<RowError[]> {
  const actor = { userId: p.session.userId, timeZone: p.timeZone, locale: p.locale, session: p.session }
  const errors: RowError[] = []
  for (const row of rows) {
    const body = bodyOf(service.def, columns, row.cells)
    const complaint = complaintOf(service.def, body, p.locale)
    if (complaint) {
      errors.push({ row: row.number, msg: complaint })
      continue
    }
    await tx.execute(sql`SAVEPOINT import_row`)
    try {
      await service.submit(tx, body, actor)
      await tx.execute(sql`RELEASE SAVEPOINT import_row`)
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      await tx.execute(sql`ROLLBACK TO SAVEPOINT import_row`)
      errors.push({ row: row.number, msg: translate(err.key, p.locale, err.params) })
    }
  }
  return errors
}

/**
 * Imports an uploaded xlsx into the resource its function code names: the header's titles pick the
 * fields, every row is checked, the good rows go in in one transaction with the error report's
 * download record and the history's final counts and `uploadNotify`. A file that cannot be imported
 * at all (unreadable, no rows, a required column missing, too many rows) ends the import as failed.
 */
export function importJob(app: FastifyInstance, files: ExportFiles): JobKind<ImportPayload> {
  const tenantOf = (p: ImportPayload) => ({ tenantId: p.session.tenantId, userId: p.session.userId })
  const refuse = async (p: ImportPayload, key: MessageKey, params?: Record<string, string | number>) => {
    await app.db.withTenant(tenantOf(p), (tx) =>
      endImport(tx, p.historyId, { status: WORK_STATUS.failed, msg: translate(key, p.locale, params) }),
    )
  }
  const uploaded = (p: ImportPayload) => files.uploadPathOf(p.session.tenantId, p.historyId)

  async function importFile(p: ImportPayload, service: ResourceService): Promise<void> {
    const sheet = await readFirstSheet(uploaded(p), IMPORT_MAX_ROWS).catch((err: unknown) => {
      app.log.warn({ err, historyId: p.historyId }, 'an uploaded file could not be read')
      return null
    })
    if (!sheet) return refuse(p, 'importUnreadable')
    if (sheet.rows.length === 0) return refuse(p, 'importNoRows')
    if (sheet.tooMany) return refuse(p, 'importTooManyRows', { limit: IMPORT_MAX_ROWS })
    const template = await app.db.withTenant(tenantOf(p), (tx) => templateColumnsOf(tx, p.functionCode))
    const columns = columnsOf(sheet.header, titlesOf(service.def, template))
    const missing = missingRequired(service.def, columns)
    if (missing) return refuse(p, 'importColumnMissing', { field: missing.label[p.locale] })

    const reportId = app.ids.next()
    const reportPath = files.pathOf(p.session.tenantId, reportId)
    try {
      await app.db.withTenant(tenantOf(p), async (tx) => {
        const errors = await insertRows(tx, service, sheet.rows, columns, p)
        const fileSize = await writeReport(reportPath, errors, p.locale)
        await addFinished(tx, {
          id: reportId,
          userId: p.session.userId,
          fileName: translate('importReportName', p.locale, { name: p.fileName }),
          resource: p.functionCode,
          rowCount: errors.length,
          fileSize,
        })
        const counts = {
          totalCount: sheet.rows.length,
          successCount: sheet.rows.length - errors.length,
          failCount: errors.length,
        }
        const msg = translate('importDone', p.locale, {
          name: p.fileName,
          total: counts.totalCount,
          success: counts.successCount,
          fail: counts.failCount,
        })
        await endImport(tx, p.historyId, { status: WORK_STATUS.done, ...counts, reportId, msg })
      })
    } catch (err) {
      await files.remove(p.session.tenantId, reportId)
      throw err
    }
  }

  return {
    name: IMPORT_JOB,
    async run(p) {
      const service = app.resources.get(p.functionCode)
      if (!service) throw new Error(`resource ${p.functionCode} is no longer served`)
      if (!(await app.db.withTenant(tenantOf(p), (tx) => startImport(tx, p.historyId)))) return
      await importFile(p, service)
      await rm(uploaded(p), { force: true })
    },
    async failed(tx, p) {
      await enterTenant(tx, p.session.tenantId)
      await endImport(tx, p.historyId, {
        status: WORK_STATUS.failed,
        msg: translate('importFailed', p.locale),
      })
      await rm(uploaded(p), { force: true })
    },
  }
}
