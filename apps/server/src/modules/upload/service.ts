import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  DOWNLOAD_FILE_PATH,
  WORK_STATUS,
  type Page,
  type RealtimeFileNotice,
  type UploadHistoryRecord,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { formatDateTime } from '../../core/time'
import { uploadHistory } from './schema'

type Row = typeof uploadHistory.$inferSelect

const reportAddress = (row: Row) => (row.reportId ? `${DOWNLOAD_FILE_PATH}?id=${row.reportId}` : null)

export function toUploadRecord(row: Row, timeZone: string): UploadHistoryRecord {
  return {
    id: row.id,
    functionCode: row.functionCode,
    fileName: row.fileName,
    status: row.status,
    totalCount: row.totalCount,
    successCount: row.successCount,
    failCount: row.failCount,
    msg: row.msg,
    createTime: formatDateTime(row.createTime, timeZone),
    finishTime: row.finishTime ? formatDateTime(row.finishTime, timeZone) : null,
    address: reportAddress(row),
  }
}

const own = (userId: string) => eq(uploadHistory.userId, userId)

/** The user's uploads, newest first, optionally of one function. */
export async function listOwn(
  tx: Tx,
  userId: string,
  query: { current: number; size: number; functionCode?: string },
  timeZone: string,
): Promise<Page<UploadHistoryRecord>> {
  const where = and(
    own(userId),
    query.functionCode ? eq(uploadHistory.functionCode, query.functionCode) : undefined,
  )
  const rows = await tx
    .select()
    .from(uploadHistory)
    .where(where)
    .orderBy(desc(uploadHistory.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size)
  const [total] = await tx.select({ n: count() }).from(uploadHistory).where(where)
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map((r) => toUploadRecord(r, timeZone)),
    total: n,
    size: query.size,
    current: query.current,
    pages: Math.ceil(n / query.size),
  }
}

/** One of the user's uploads (another user's or tenant's id is not found). */
export async function ownUpload(tx: Tx, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(uploadHistory)
    .where(and(own(userId), eq(uploadHistory.id, id)))
  if (!row) throw notFound()
  return row
}

/** Marks a queued (or interrupted) import running; null when it has already finished. */
export async function startImport(tx: Tx, id: string): Promise<Row | null> {
  const [row] = await tx
    .update(uploadHistory)
    .set({ status: WORK_STATUS.running })
    .where(and(eq(uploadHistory.id, id), inArray(uploadHistory.status, [0, 1])))
    .returning()
  return row ?? null
}

export type ImportEnd =
  | {
      status: 2
      totalCount: number
      successCount: number
      failCount: number
      reportId: string | null
      msg: string
    }
  | { status: 3; msg: string }

/**
 * Ends an import, done or failed, and announces it to its uploader (`uploadNotify`, spec §3 socket
 * payload: the error report's address when rows were refused, and the msg) in the same transaction.
 */
export async function endImport(tx: Tx, id: string, end: ImportEnd): Promise<void> {
  const [row] = await tx
    .update(uploadHistory)
    .set({ ...end, finishTime: sql`now()` })
    .where(eq(uploadHistory.id, id))
    .returning()
  if (!row) return
  const address = reportAddress(row)
  const notice: RealtimeFileNotice = { title: row.fileName, msg: end.msg, ...(address && { address }) }
  await enqueueRealtime(tx, {
    event: 'uploadNotify',
    payload: notice,
    to: [userRoom(row.tenantId, row.userId)],
  })
}
