import { and, count, desc, eq, ilike, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm'
import { NOTICE_DELIVERY, NOTICE_TYPE, noticeResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { Actor, WriteRules } from '../../core/resource/service'
import { formatDateTime } from '../../core/time'
import { assertUrl } from '../../core/resource/checks'
import { phoneProblem, userExists } from '../user'
import { announceNotice, withdrawAnnouncement, type AnnouncedNotice } from './announcement'
import { notice, noticeRead } from './schema'

/** A notice as the shell lists and opens it (spec §3 Notice), with whether the caller has read it. */
export interface InboxNotice {
  id: string
  title: string
  type: number
  deliveryWay: number
  content: string | null
  address: string | null
  time: string
  showDate: string | null
  userName: string | null
  phone: string | null
  read: number
}

export interface InboxFilter {
  type?: number
  deliveryWay?: number
  title?: string
  read?: number
}

/** Notices the user may see: published (release time passed), not removed, to everyone or to them. */
export function visibleTo(userId: string): SQL {
  return and(
    eq(notice.isDeleted, 0),
    lte(notice.releaseTime, sql`now()`),
    or(eq(notice.deliveryWay, NOTICE_DELIVERY.everyone), eq(notice.recipientUserId, userId)),
  )!
}

const readBy = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM ${noticeRead} r WHERE r.notice_id = ${notice.id} AND r.user_id = ${userId})`

const unreadBy = (tx: Tx, userId: string) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(noticeRead)
      .where(and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, userId))),
  )

function inboxWhere(tx: Tx, userId: string, filter: InboxFilter): SQL {
  return and(
    visibleTo(userId),
    filter.type ? eq(notice.type, filter.type) : undefined,
    filter.deliveryWay ? eq(notice.deliveryWay, filter.deliveryWay) : undefined,
    filter.title ? ilike(notice.title, `%${filter.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.read === 0
      ? unreadBy(tx, userId)
      : filter.read === 1
        ? sql`NOT ${unreadBy(tx, userId)}`
        : undefined,
  )!
}

const inboxColumns = (userId: string) => ({
  id: notice.id,
  title: notice.title,
  type: notice.type,
  deliveryWay: notice.deliveryWay,
  content: notice.content,
  address: notice.address,
  releaseTime: notice.releaseTime,
  showDate: notice.showDate,
  userName: notice.userName,
  phone: notice.phone,
  read: sql<number>`CASE WHEN ${readBy(userId)} THEN 1 ELSE 0 END`.mapWith(Number),
})

type InboxRow = { releaseTime: Date } & Omit<InboxNotice, 'time'>
const toInbox = ({ releaseTime, ...row }: InboxRow, timeZone: string): InboxNotice => ({
  ...row,
  time: formatDateTime(releaseTime, timeZone),
})

/** One page of the user's notices, newest first. */
export async function inboxPage(
  tx: Tx,
  userId: string,
  filter: InboxFilter,
  paging: { current: number; size: number },
  timeZone: string,
) {
  const where = inboxWhere(tx, userId, filter)
  const rows = await tx
    .select(inboxColumns(userId))
    .from(notice)
    .where(where)
    .orderBy(desc(notice.releaseTime), desc(notice.id))
    .limit(paging.size)
    .offset((paging.current - 1) * paging.size)
  const [total] = await tx.select({ n: count() }).from(notice).where(where)
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map((r) => toInbox(r, timeZone)),
    total: n,
    size: paging.size,
    current: paging.current,
    pages: Math.ceil(n / paging.size),
  }
}

/** A notice the user may see (`anyOfTenant`: any live one, for its administrators), or undefined. */
export async function inboxNotice(tx: Tx, userId: string, id: string, timeZone: string, anyOfTenant = false) {
  const [row] = await tx
    .select(inboxColumns(userId))
    .from(notice)
    .where(and(eq(notice.id, id), anyOfTenant ? eq(notice.isDeleted, 0) : visibleTo(userId)))
  return row && toInbox(row, timeZone)
}

/** The user's unread notices by type: the notice icon's dot and the popover's tabs. */
export async function unreadCounts(tx: Tx, userId: string) {
  const rows = await tx
    .select({ type: notice.type, n: count() })
    .from(notice)
    .where(and(visibleTo(userId), unreadBy(tx, userId)))
    .groupBy(notice.type)
  const of = (type: number) => Number(rows.find((r) => r.type === type)?.n ?? 0)
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    notice: of(NOTICE_TYPE.notice),
    download: of(NOTICE_TYPE.download),
    update: of(NOTICE_TYPE.update),
  }
}

/**
 * Marks notices read for the user: the given ones (each must be one they may see), or else all they
 * may see (of a type). Answers how many were newly marked.
 */
export async function markRead(
  tx: Tx,
  userId: string,
  ids: string[] | undefined,
  type?: number,
): Promise<number> {
  let targets: string[]
  if (ids) {
    const unique = [...new Set(ids)]
    const found = await tx
      .select({ id: notice.id })
      .from(notice)
      .where(and(inArray(notice.id, unique), visibleTo(userId)))
    if (found.length !== unique.length) throw notFound()
    targets = unique
  } else {
    const rows = await tx
      .select({ id: notice.id })
      .from(notice)
      .where(and(visibleTo(userId), type ? eq(notice.type, type) : undefined, unreadBy(tx, userId)))
    targets = rows.map((r) => r.id)
  }
  if (!targets.length) return 0
  const inserted = await tx
    .insert(noticeRead)
    .values(targets.map((noticeId) => ({ noticeId, userId })))
    .onConflictDoNothing()
    .returning({ id: noticeRead.noticeId })
  return inserted.length
}

const isReleased = (row: Record<string, unknown>) => (row.releaseTime as Date) <= new Date()

/**
 * What a notice must hold: its address (download, update) or content (notice), a known recipient.
 * A new notice, or one edited before its release, is announced to its readers when released.
 */
export const noticeRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    const fields = noticeResource.fields
    assertUrl(row.address, fields.address!.label, actor.locale)
    if (row.type === NOTICE_TYPE.notice && !String(row.content ?? '').trim())
      throw badRequest('noticeContentRequired')
    if (row.type !== NOTICE_TYPE.notice && !row.address) throw badRequest('noticeAddressRequired')
    if (row.phone) {
      const problem = phoneProblem(String(row.phone))
      if (problem) throw badRequest(problem)
    }
    if (row.deliveryWay === NOTICE_DELIVERY.oneUser) {
      if (!row.recipientUserId) throw badRequest('noticeRecipientRequired')
      if (!(await userExists(tx, String(row.recipientUserId)))) throw badRequest('noticeRecipientUnknown')
    }
  },
  async afterSave(tx, saved, before) {
    if (before && isReleased(before)) return
    await announceNotice(tx, saved as unknown as AnnouncedNotice)
  },
  async beforeRemove(tx, rows) {
    for (const row of rows) await withdrawAnnouncement(tx, row as unknown as AnnouncedNotice)
  },
}

export interface NewNotice {
  title: string
  type: number
  address?: string
  content?: string
  /** absent: every user of the tenant */
  recipientUserId?: string
}

/**
 * Sends a notice in the caller's transaction (e.g. an export's download notice to its user): it
 * shows in the inbox, and is announced, once the transaction commits.
 */
export async function sendNotice(tx: Tx, ids: IdGenerator, n: NewNotice, sender: Pick<Actor, 'userId'>) {
  const id = ids.next()
  const [sent] = await tx
    .insert(notice)
    .values({
      id,
      title: n.title,
      type: n.type,
      deliveryWay: n.recipientUserId ? NOTICE_DELIVERY.oneUser : NOTICE_DELIVERY.everyone,
      recipientUserId: n.recipientUserId ?? null,
      address: n.address ?? null,
      content: n.content ?? null,
      createUser: sender.userId,
      updateUser: sender.userId,
    })
    .returning()
  await announceNotice(tx, sent!)
  return id
}
