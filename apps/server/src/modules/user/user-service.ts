import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { PAGING, type IssuedPassword, type Locale, type Page, type UserRecord } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { AppError, badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { hashPassword } from '../../core/passwords'
import { formatDateTime } from '../../core/time'
import { liveRoles } from '../access'
import { accountLimitOf } from '../tenant'
import type { AccountSecurity } from './account-security'
import type { UserOrganisation } from './organisation'
import { generateInitialPassword } from './initial-password'
import { lockPhone, validPhone } from './phone'
import { user, userRole } from './schema'
import { roleIdsOfUsers, rolesOfUsers } from './user-roles'

type UserRow = typeof user.$inferSelect

export interface UserInput {
  id?: string
  account: string
  name?: string | null
  realName: string
  phone?: string | null
  email?: string | null
  /** undefined keeps the department on update; null takes the user out of every department */
  deptId?: string | null
  roleIds?: string[]
  postIds?: string[]
  status?: number
  /** an initial password chosen by the administrator; without it one is generated */
  password?: string | null
}

export interface UserFilter {
  current?: number
  size?: number
  deptId?: string
  account?: string
  realName?: string
  phone?: string
  status?: number
}

export interface UserActor {
  tenantId: string
  userId: string
  timeZone: string
  locale: Locale
  requestId: string
  /** holds every permission of the tenant: only such a caller may touch administrators */
  isAdministrator: boolean
}

const live = eq(user.isDeleted, 0)
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)
const contains = (value: string) => `%${escapeLike(value.trim())}%`

/** Serialises user inserts of one tenant, so two at once cannot both take the last free account. */
const lockAccountQuota = (tx: Tx) =>
  tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('sys_user'), hashtext(current_setting('app.tenant_id')))`,
  )

/**
 * The users filter of a department (`deptId`): the users of that department and of every live
 * department below it, in the list and in its export alike (docs/organisation.md).
 */
export const inDeptOrBelow =
  (organisation: UserOrganisation) =>
  (_tx: Tx, deptId: unknown): SQL =>
    organisation.inDeptsOrBelow(user.deptId, [String(deptId)])

/** User administration (spec §7 Users): accounts, initial passwords, roles, department and posts. */
export class UserAdminService {
  constructor(
    private readonly ids: IdGenerator,
    private readonly security: AccountSecurity,
    private readonly organisation: UserOrganisation,
  ) {}

  /** One page of users; `scope` is the caller's data scope over users (undefined: every user). */
  async page(tx: Tx, filter: UserFilter, timeZone: string, scope?: SQL): Promise<Page<UserRecord>> {
    const current = filter.current ?? PAGING.defaultCurrent
    const size = filter.size ?? PAGING.defaultSize
    const offset = (current - 1) * size
    if (offset > PAGING.maxOffset) throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })
    const conditions: SQL[] = [live]
    if (scope) conditions.push(scope)
    if (filter.account?.trim()) conditions.push(ilike(user.account, contains(filter.account)))
    if (filter.realName?.trim()) conditions.push(ilike(user.realName, contains(filter.realName)))
    if (filter.phone?.trim()) conditions.push(ilike(user.phone, contains(filter.phone)))
    if (filter.status !== undefined) conditions.push(eq(user.status, filter.status))
    if (filter.deptId) conditions.push(inDeptOrBelow(this.organisation)(tx, filter.deptId))
    const where = and(...conditions)
    const rows = await tx
      .select()
      .from(user)
      .where(where)
      .orderBy(asc(user.account), asc(user.id))
      .limit(size)
      .offset(offset)
    const [total] = await tx.select({ n: count() }).from(user).where(where)
    const n = Number(total?.n ?? 0)
    return {
      records: await this.toRecords(tx, rows, timeZone),
      total: n,
      size,
      current,
      pages: Math.ceil(n / size),
    }
  }

  async detail(tx: Tx, id: string, timeZone: string): Promise<UserRecord> {
    const row = await this.find(tx, id)
    if (!row) throw notFound()
    return (await this.toRecords(tx, [row], timeZone))[0]!
  }

  /**
   * Insert (no id: with an initial password that must be changed at the first sign-in, within the
   * tenant's account limit) or update. Roles, department and posts must exist in the tenant.
   */
  async submit(
    tx: Tx,
    input: UserInput,
    actor: UserActor,
  ): Promise<UserRecord & { initialPassword?: string }> {
    const phone = validPhone(input.phone?.trim())
    const account = input.account.trim()

    const before = input.id ? await this.find(tx, input.id, true) : undefined
    if (input.id && !before) throw notFound()
    if (before) await this.assertMayManage(tx, [before.id], actor)
    else await lockAccountQuota(tx)
    if (before?.id === actor.userId && input.status !== undefined && input.status !== 1) {
      throw badRequest('userDisableSelf')
    }
    const beforeRecord = before ? (await this.toRecords(tx, [before], actor.timeZone))[0]! : null

    const [sameAccount] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.account, account), live, before ? ne(user.id, before.id) : undefined))
      .limit(1)
    if (sameAccount) throw badRequest('userAccountExists', { account })
    await lockPhone(tx, phone)
    const [samePhone] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.phone, phone), live, before ? ne(user.id, before.id) : undefined))
      .limit(1)
    if (samePhone) throw badRequest('phoneInUse')
    if (!before) await this.assertAccountLimit(tx, actor.tenantId)

    const deptId = input.deptId === undefined ? (before?.deptId ?? null) : input.deptId
    if (deptId !== null && deptId !== before?.deptId) await this.assertDeptExists(tx, deptId)
    if (input.roleIds !== undefined || !before) await this.assertRoles(tx, input.roleIds ?? [], actor)
    if (input.postIds?.length) await this.assertPosts(tx, input.postIds)

    let initialPassword: string | undefined
    if (!before) {
      const rules = await this.security.passwordRules(tx)
      if (input.password) {
        const problem = rules.problemWith(input.password)
        if (problem) throw badRequest(problem.key, problem.params)
      } else {
        initialPassword = generateInitialPassword(rules)
      }
    }

    const values = {
      account,
      name: input.name?.trim() || before?.name || account,
      realName: input.realName.trim(),
      phone,
      email: input.email === undefined ? (before?.email ?? null) : input.email?.trim() || null,
      deptId,
      status: input.status ?? before?.status ?? 1,
      updateUser: actor.userId,
    }
    let saved: UserRow
    if (before) {
      ;[saved] = (await tx
        .update(user)
        .set({ ...values, updateTime: sql`now()` })
        .where(eq(user.id, before.id))
        .returning()) as [UserRow]
    } else {
      ;[saved] = (await tx
        .insert(user)
        .values({
          ...values,
          id: this.ids.next(),
          password: await hashPassword(input.password || initialPassword!),
          mustChangePassword: 1,
          passwordChangedAt: new Date(),
          createUser: actor.userId,
        })
        .returning()) as [UserRow]
    }
    if (input.roleIds !== undefined) await this.replaceRoles(tx, [saved.id], input.roleIds)
    if (input.postIds !== undefined) await this.organisation.replaceUserPosts(tx, saved.id, input.postIds)
    if (before && saved.status !== 1) await this.security.endSessions(tx, [saved.id])

    const [after] = await this.toRecords(tx, [saved], actor.timeZone)
    await this.audit(tx, actor, before ? 'update' : 'insert', [saved.id], {
      before: beforeRecord,
      after,
    })
    return initialPassword ? { ...after!, initialPassword } : after!
  }

  /** Logical removal; never the caller's own account. Their sessions end at once. */
  async remove(tx: Tx, ids: string[], actor: UserActor): Promise<void> {
    const unique = [...new Set(ids)]
    if (unique.includes(actor.userId)) throw badRequest('userRemoveSelf')
    const rows = await this.findAll(tx, unique)
    await this.assertMayManage(tx, unique, actor)
    await tx
      .update(user)
      .set({ isDeleted: 1, updateUser: actor.userId, updateTime: sql`now()` })
      .where(inArray(user.id, unique))
    await this.security.endSessions(tx, unique)
    await this.audit(tx, actor, 'remove', unique, {
      before: await this.toRecords(tx, rows, actor.timeZone),
      after: null,
    })
  }

  /** Enables (1) or disables (0) accounts; a disabled account's sessions end at once. */
  async setStatus(tx: Tx, ids: string[], status: number, actor: UserActor): Promise<void> {
    const unique = [...new Set(ids)]
    if (status !== 1 && unique.includes(actor.userId)) throw badRequest('userDisableSelf')
    const rows = await this.findAll(tx, unique)
    await this.assertMayManage(tx, unique, actor)
    await tx
      .update(user)
      .set({ status, updateUser: actor.userId, updateTime: sql`now()` })
      .where(inArray(user.id, unique))
    if (status !== 1) await this.security.endSessions(tx, unique)
    await this.audit(tx, actor, 'update', unique, {
      before: rows.map((r) => ({ id: r.id, status: r.status })),
      after: unique.map((id) => ({ id, status })),
    })
  }

  /**
   * New initial passwords (by the tenant's policy) that must be changed at the next sign-in; the
   * users' sessions end and a lockout from failed sign-ins is lifted. The passwords are answered once.
   */
  async resetPasswords(tx: Tx, ids: string[], actor: UserActor): Promise<IssuedPassword[]> {
    const unique = [...new Set(ids)]
    const rows = await this.findAll(tx, unique)
    await this.assertMayManage(tx, unique, actor)
    const rules = await this.security.passwordRules(tx)
    const issued: IssuedPassword[] = []
    for (const row of rows) {
      const password = generateInitialPassword(rules)
      await tx
        .update(user)
        .set({
          password: await hashPassword(password),
          mustChangePassword: 1,
          passwordChangedAt: new Date(),
          updateUser: actor.userId,
          updateTime: sql`now()`,
        })
        .where(eq(user.id, row.id))
      issued.push({ userId: row.id, account: row.account, password })
    }
    await this.security.liftLockouts(
      tx,
      rows.map((r) => r.account),
    )
    await this.security.endSessions(tx, unique)
    await this.audit(tx, actor, 'update', unique, {
      before: null,
      after: { passwordReset: rows.map((r) => r.account) },
    })
    return issued
  }

  /** Replaces the roles of every user with `roleIds`, in the caller's transaction. */
  async grant(tx: Tx, userIds: string[], roleIds: string[], actor: UserActor): Promise<void> {
    const unique = [...new Set(userIds)]
    const rows = await this.findAll(tx, unique)
    await this.assertMayManage(tx, unique, actor)
    await this.assertRoles(tx, roleIds, actor)
    const before = await this.toRecords(tx, rows, actor.timeZone)
    await this.replaceRoles(tx, unique, roleIds)
    await this.audit(tx, actor, 'update', unique, {
      before: before.map((r) => ({ id: r.id, roleIds: r.roleIds })),
      after: unique.map((id) => ({ id, roleIds: [...new Set(roleIds)] })),
    })
  }

  private async find(tx: Tx, id: string, forUpdate = false): Promise<UserRow | undefined> {
    const query = tx
      .select()
      .from(user)
      .where(and(eq(user.id, id), live))
    const [row] = forUpdate ? await query.for('update') : await query
    return row
  }

  /** Every id or a 404: an id that is not there (or not this tenant's) changes nothing. */
  private async findAll(tx: Tx, ids: string[]): Promise<UserRow[]> {
    const rows = await tx
      .select()
      .from(user)
      .where(and(inArray(user.id, ids), live))
      .for('update')
    if (rows.length !== ids.length) throw notFound()
    return rows
  }

  /** Only an administrator may change, reset, disable or remove an administrator's account. */
  private async assertMayManage(tx: Tx, ids: string[], actor: UserActor): Promise<void> {
    if (actor.isAdministrator) return
    const held = await liveRoles(tx, await roleIdsOfUsers(tx, ids))
    if (held.administrator) throw new AppError(403, 403, 'userAdministratorProtected')
  }

  /** The tenant's `accountNumber` (-1: unlimited) bounds its users that are not removed. */
  private async assertAccountLimit(tx: Tx, tenantId: string): Promise<void> {
    const limit = await accountLimitOf(tx, tenantId)
    if (limit === undefined || limit < 0) return
    const [used] = await tx.select({ n: count() }).from(user).where(live)
    if (Number(used?.n ?? 0) >= limit) throw badRequest('userAccountLimit', { limit })
  }

  private async assertDeptExists(tx: Tx, deptId: string): Promise<void> {
    if (!(await this.organisation.holdDept(tx, deptId))) throw badRequest('userDeptNotFound')
  }

  /** At least one role, each of this tenant; the administrator role only from an administrator. */
  private async assertRoles(tx: Tx, roleIds: string[], actor: UserActor): Promise<void> {
    const unique = [...new Set(roleIds)]
    if (unique.length === 0) throw badRequest('userRoleRequired')
    const roles = await liveRoles(tx, unique)
    if (roles.ids.length !== unique.length) throw badRequest('userRoleNotFound')
    if (!actor.isAdministrator && roles.administrator) {
      throw new AppError(403, 403, 'userGrantAdministrator')
    }
  }

  private async assertPosts(tx: Tx, postIds: string[]): Promise<void> {
    const unique = [...new Set(postIds)]
    if ((await this.organisation.livePostIds(tx, unique)).length !== unique.length) {
      throw badRequest('userPostNotFound')
    }
  }

  private async replaceRoles(tx: Tx, userIds: string[], roleIds: string[]): Promise<void> {
    await tx.delete(userRole).where(inArray(userRole.userId, userIds))
    const roles = [...new Set(roleIds)]
    await tx.insert(userRole).values(userIds.flatMap((userId) => roles.map((roleId) => ({ userId, roleId }))))
  }

  private audit(
    tx: Tx,
    actor: UserActor,
    action: 'insert' | 'update' | 'remove',
    recordIds: string[],
    change: { before: unknown; after: unknown },
  ) {
    return recordAudit(tx, this.ids, {
      resource: 'user',
      action,
      recordIds,
      ...change,
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }

  /** Rows to records with their department, roles and posts (three queries for the whole page). */
  private async toRecords(tx: Tx, rows: UserRow[], timeZone: string): Promise<UserRecord[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const roles = await rolesOfUsers(tx, ids)
    const posts = await this.organisation.postsOfUsers(tx, ids)
    const deptIds = [...new Set(rows.map((r) => r.deptId).filter((d): d is string => d !== null))]
    const depts = deptIds.length ? await this.organisation.deptNames(tx, deptIds) : []
    const deptName = new Map(depts.map((d) => [d.id, d.name]))
    const of = <T extends { userId: string }>(list: T[], id: string) => list.filter((x) => x.userId === id)
    return rows.map((r) => ({
      id: r.id,
      tenantId: r.tenantId,
      account: r.account,
      name: r.name,
      realName: r.realName,
      phone: r.phone,
      email: r.email,
      avatar: r.avatar,
      deptId: r.deptId,
      deptName: (r.deptId && deptName.get(r.deptId)) || '',
      roleIds: of(roles, r.id).map((x) => x.id),
      roleName: of(roles, r.id)
        .map((x) => x.name)
        .join(','),
      postIds: of(posts, r.id).map((x) => x.id),
      postName: of(posts, r.id)
        .map((x) => x.name)
        .join(','),
      status: r.status,
      mustChangePassword: r.mustChangePassword,
      createUser: r.createUser,
      createTime: formatDateTime(r.createTime, timeZone),
      updateUser: r.updateUser,
      updateTime: formatDateTime(r.updateTime, timeZone),
    }))
  }
}
