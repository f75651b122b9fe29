import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  DOWNLOAD_FILE_PATH,
  WORK_STATUS,
  type DownloadRecord,
  type Page,
  type RealtimeFileNotice,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { formatDateTime } from '../../core/time'
import { downloadRecord } from './schema'

type Row = typeof downloadRecord.$inferSelect

export function toDownloadRecord(row: Row, timeZone: string): DownloadRecord {
  return {
    id: row.id,
    fileName: row.fileName,
    resource: row.resource,
    status: row.status,
    progress: row.progress,
    rowCount: row.rowCount,
    fileSize: row.fileSize,
    msg: row.msg,
    createTime: formatDateTime(row.createTime, timeZone),
    finishTime: row.finishTime ? formatDateTime(row.finishTime, timeZone) : null,
    address: row.status === WORK_STATUS.done ? `${DOWNLOAD_FILE_PATH}?id=${row.id}` : null,
  }
}

const own = (userId: string) => eq(downloadRecord.userId, userId)

/** The user's download records, newest first. */
export async function listByUser(
  tx: Tx,
  userId: string,
  current: number,
  size: number,
  timeZone: string,
): Promise<Page<DownloadRecord>> {
  const rows = await tx
    .select()
    .from(downloadRecord)
    .where(own(userId))
    .orderBy(desc(downloadRecord.id))
    .limit(size)
    .offset((current - 1) * size)
  const [total] = await tx.select({ n: count() }).from(downloadRecord).where(own(userId))
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map((r) => toDownloadRecord(r, timeZone)),
    total: n,
    size,
    current,
    pages: Math.ceil(n / size),
  }
}

/** Removes the user's records, every id or none (another user's or tenant's id is not found). */
export async function removeOwn(tx: Tx, userId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)]
  const removed = await tx
    .delete(downloadRecord)
    .where(and(own(userId), inArray(downloadRecord.id, unique)))
    .returning({ id: downloadRecord.id })
  if (removed.length !== unique.length) throw notFound()
}

/** The user's finished export, for its file. */
export async function finishedOf(tx: Tx, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(downloadRecord)
    .where(and(own(userId), eq(downloadRecord.id, id), eq(downloadRecord.status, WORK_STATUS.done)))
  if (!row) throw notFound()
  return row
}

/** Records a file another job wrote (an import's error report) as a finished download of the user's. */
export async function addFinished(
  tx: Tx,
  record: {
    id: string
    userId: string
    fileName: string
    resource: string
    rowCount: number
    fileSize: number
  },
): Promise<void> {
  await tx.insert(downloadRecord).values({
    ...record,
    params: {},
    status: WORK_STATUS.done,
    progress: 100,
    finishTime: sql`now()`,
  })
}

/** Marks a queued (or interrupted) export running; null when it was removed or has already finished. */
export async function startExport(tx: Tx, id: string): Promise<Row | null> {
  const [row] = await tx
    .update(downloadRecord)
    .set({ status: WORK_STATUS.running, progress: 0 })
    .where(and(eq(downloadRecord.id, id), inArray(downloadRecord.status, [0, 1])))
    .returning()
  return row ?? null
}

export async function setProgress(tx: Tx, id: string, progress: number): Promise<void> {
  await tx.update(downloadRecord).set({ progress }).where(eq(downloadRecord.id, id))
}

/**
 * Ends an export, done or failed, and announces it to its owner (`exportNotify`, spec §3 socket
 * payload: the address, or the msg when it failed) in the same transaction. False: the record was
 * removed meanwhile (its file must go too).
 */
export async function endExport(
  tx: Tx,
  id: string,
  end: { status: 2; rowCount: number; fileSize: number; msg: string } | { status: 3; msg: string },
): Promise<boolean> {
  const [row] = await tx
    .update(downloadRecord)
    .set({
      status: end.status,
      progress: end.status === WORK_STATUS.done ? 100 : sql`${downloadRecord.progress}`,
      ...(end.status === WORK_STATUS.done && { rowCount: end.rowCount, fileSize: end.fileSize }),
      msg: end.status === WORK_STATUS.failed ? end.msg : null,
      finishTime: sql`now()`,
    })
    .where(eq(downloadRecord.id, id))
    .returning()
  if (!row) return false
  const notice: RealtimeFileNotice =
    end.status === WORK_STATUS.done
      ? { title: row.fileName, address: `${DOWNLOAD_FILE_PATH}?id=${row.id}`, msg: end.msg }
      : { title: row.fileName, msg: end.msg }
  await enqueueRealtime(tx, {
    event: 'exportNotify',
    payload: notice,
    to: [userRoom(row.tenantId, row.userId)],
  })
  return true
}
