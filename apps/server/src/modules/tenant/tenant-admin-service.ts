import { randomInt } from 'node:crypto'
import { and, asc, count, eq, ilike, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { PAGING, PLATFORM_TENANT_ID, tenantResource, type Locale, type Page } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { enterTenant, type Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import type { TenantLifecycle } from './lifecycle'
import { tenant } from './schema'

type TenantRow = typeof tenant.$inferSelect

export interface TenantRecord {
  /** the tenant id again: generic tables key their rows by `id` */
  id: string
  tenantId: string
  tenantFullName: string
  /** BladeX's name of tenantFullName */
  tenantName: string
  parentTenantId: string | null
  tenantType: string | null
  domain: string | null
  linkman: string | null
  contactNumber: string | null
  address: string | null
  accountNumber: number
  expireTime: string | null
  status: number
  timeZone: string
  backgroundUrl: string | null
  defaultLogin: string
  pwdLogin: number
  smsLogin: number
  wxLogin: number
  cpLogin: number
  createTime: string
  updateTime: string
}

/** The fields of a tenant a platform administrator sets (`tenantId` only when creating one). */
export interface TenantInput {
  tenantId?: string | null
  tenantFullName: string
  parentTenantId?: string | null
  tenantType?: string | null
  domain?: string | null
  linkman?: string | null
  contactNumber?: string | null
  address?: string | null
  accountNumber?: number | null
  expireTime?: string | null
  status?: number | null
  timeZone?: string | null
  backgroundUrl?: string | null
  defaultLogin?: string | null
  pwdLogin?: number | null
  smsLogin?: number | null
  wxLogin?: number | null
  cpLogin?: number | null
  /** the first administrator's account in a new tenant (default `admin`) */
  adminAccount?: string | null
  adminRealName?: string | null
}

export interface TenantFilter {
  current?: number
  size?: number
  tenantId?: string
  tenantFullName?: string
  parentTenantId?: string
  tenantType?: string
  domain?: string
  status?: number
}

export interface PlatformActor {
  userId: string
  timeZone: string
  locale: Locale
  requestId: string
}

/** A new tenant and its first administrator, whose initial password is answered this once. */
export interface ProvisionedTenant extends TenantRecord {
  adminAccount: string
  initialPassword: string
}

const live = eq(tenant.isDeleted, 0)
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)
const TENANT_ID_ATTEMPTS = 20

type TenantValues = Partial<Omit<typeof tenant.$inferInsert, 'expireTime'>> & { expireTime?: SQL | null }

/** An optional text as stored: trimmed, empty as null; undefined stays undefined (unchanged). */
const text = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null)

export function toTenantRecord(row: TenantRow, timeZone: string): TenantRecord {
  return {
    id: row.tenantId,
    tenantId: row.tenantId,
    tenantFullName: row.tenantFullName,
    tenantName: row.tenantFullName,
    parentTenantId: row.parentTenantId,
    tenantType: row.tenantType,
    domain: row.domain,
    linkman: row.linkman,
    contactNumber: row.contactNumber,
    address: row.address,
    accountNumber: row.accountNumber,
    expireTime: row.expireTime ? formatDateTime(row.expireTime, timeZone) : null,
    status: row.status,
    timeZone: row.timeZone,
    backgroundUrl: row.backgroundUrl,
    defaultLogin: row.defaultLogin,
    pwdLogin: row.pwdLogin,
    smsLogin: row.smsLogin,
    wxLogin: row.wxLogin,
    cpLogin: row.cpLogin,
    createTime: formatDateTime(row.createTime, timeZone),
    updateTime: formatDateTime(row.updateTime, timeZone),
  }
}

/** A change that could lock the platform out of itself: disabled, expiring, limited or placed under a tenant. */
const lockedOut = (input: TenantInput) =>
  input.status === 0 ||
  Boolean(input.expireTime) ||
  Boolean(input.parentTenantId) ||
  (input.accountNumber !== undefined && input.accountNumber !== null && input.accountNumber !== -1)

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** `yyyy-MM-dd HH:mm:ss` in the platform administrator's time zone, as a timestamp. */
const atZone = (value: string, timeZone: string) => sql`(${value}::timestamp AT TIME ZONE ${timeZone})`

/**
 * Platform administration of tenants (spec §7 System "tenant"). Every method runs in a system
 * transaction (the tenant registry is a platform table): one per call, so a new tenant and everything
 * it starts with commit together or not at all.
 */
export class TenantAdminService {
  constructor(
    private readonly ids: IdGenerator,
    private readonly lifecycle: TenantLifecycle,
  ) {}

  async page(tx: Tx, filter: TenantFilter, timeZone: string): Promise<Page<TenantRecord>> {
    const current = filter.current ?? PAGING.defaultCurrent
    const size = filter.size ?? PAGING.defaultSize
    const offset = (current - 1) * size
    if (offset > PAGING.maxOffset) throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })
    const conditions: SQL[] = [live]
    if (filter.tenantId) conditions.push(ilike(tenant.tenantId, `${escapeLike(filter.tenantId)}%`))
    if (filter.tenantFullName?.trim()) {
      conditions.push(ilike(tenant.tenantFullName, `%${escapeLike(filter.tenantFullName.trim())}%`))
    }
    if (filter.domain?.trim()) conditions.push(ilike(tenant.domain, `%${escapeLike(filter.domain.trim())}%`))
    if (filter.parentTenantId) conditions.push(eq(tenant.parentTenantId, filter.parentTenantId))
    if (filter.tenantType) conditions.push(eq(tenant.tenantType, filter.tenantType))
    if (filter.status !== undefined) conditions.push(eq(tenant.status, filter.status))
    const where = and(...conditions)
    const rows = await tx
      .select()
      .from(tenant)
      .where(where)
      .orderBy(asc(tenant.tenantId))
      .limit(size)
      .offset(offset)
    const [total] = await tx.select({ n: count() }).from(tenant).where(where)
    const n = Number(total?.n ?? 0)
    return {
      records: rows.map((r) => toTenantRecord(r, timeZone)),
      total: n,
      size,
      current,
      pages: Math.ceil(n / size),
    }
  }

  async find(tx: Tx, tenantId: string, forUpdate = false): Promise<TenantRow | undefined> {
    const query = tx
      .select()
      .from(tenant)
      .where(and(eq(tenant.tenantId, tenantId), live))
    const [row] = forUpdate ? await query.for('update') : await query
    return row
  }

  /** Every tenant not removed, in tenant id order (the tree, the pickers). */
  all(tx: Tx): Promise<TenantRow[]> {
    return tx.select().from(tenant).where(live).orderBy(asc(tenant.tenantId))
  }

  /** The top tenants: those that belong to no group. */
  tops(tx: Tx): Promise<TenantRow[]> {
    return tx
      .select()
      .from(tenant)
      .where(and(isNull(tenant.parentTenantId), live))
      .orderBy(asc(tenant.tenantId))
  }

  /** A top tenant and every tenant below it, at any depth. */
  async familyOf(tx: Tx, topTenantId: string): Promise<TenantRow[]> {
    const rows = await this.all(tx)
    const family = new Set<string>()
    if (rows.some((r) => r.tenantId === topTenantId)) family.add(topTenantId)
    for (let grew = true; grew;) {
      grew = false
      for (const r of rows) {
        if (r.parentTenantId && family.has(r.parentTenantId) && !family.has(r.tenantId)) {
          family.add(r.tenantId)
          grew = true
        }
      }
    }
    return rows.filter((r) => family.has(r.tenantId))
  }

  /**
   * Creates a tenant with everything it starts with, in the caller's one transaction: the registry row,
   * then what the modules start it with (`TenantLifecycle`): an `administrator` role, a root department,
   * an administrator who must change the initial password at the first sign-in, the base dictionaries,
   * the top menu bar, the settings. Audited in the platform tenant.
   */
  async provision(tx: Tx, input: TenantInput, actor: PlatformActor): Promise<ProvisionedTenant> {
    await tx.execute(sql`LOCK TABLE sys_tenant IN SHARE ROW EXCLUSIVE MODE`)
    const tenantId = input.tenantId ?? (await this.freeTenantId(tx))
    const [taken] = await tx.select({ id: tenant.tenantId }).from(tenant).where(eq(tenant.tenantId, tenantId))
    if (taken) throw badRequest('tenantIdTaken', { tenantId })
    const values = await this.checkedValues(tx, input, undefined, actor)
    const [row] = (await tx
      .insert(tenant)
      .values({ ...values, tenantId, tenantFullName: input.tenantFullName.trim() })
      .returning()) as [TenantRow]

    await enterTenant(tx, tenantId)
    const adminAccount = input.adminAccount?.trim() || 'admin'
    const { initialPassword } = await this.lifecycle.start({
      tx,
      ids: this.ids,
      tenantId,
      tenantFullName: row.tenantFullName,
      adminAccount,
      adminRealName: input.adminRealName?.trim() || '管理员',
    })
    if (initialPassword === undefined) throw new Error('no module started the first administrator')

    const after = toTenantRecord(row, actor.timeZone)
    await this.audit(tx, actor, 'insert', [tenantId], null, { ...after, adminAccount })
    return { ...after, adminAccount, initialPassword }
  }

  /** Changes a tenant's settings (never its id); its parent must not lie below it. */
  async update(tx: Tx, tenantId: string, input: TenantInput, actor: PlatformActor): Promise<TenantRecord> {
    const before = await this.find(tx, tenantId, true)
    if (!before) throw notFound()
    if (tenantId === PLATFORM_TENANT_ID && lockedOut(input)) throw badRequest('tenantPlatformProtected')
    const values = await this.checkedValues(tx, input, before, actor)
    const [row] = (await tx
      .update(tenant)
      .set({ ...values, tenantFullName: input.tenantFullName.trim(), updateTime: sql`now()` })
      .where(eq(tenant.tenantId, tenantId))
      .returning()) as [TenantRow]
    const after = toTenantRecord(row, actor.timeZone)
    await this.audit(tx, actor, 'update', [tenantId], toTenantRecord(before, actor.timeZone), after)
    return after
  }

  /** Logical removal (never the platform, never a tenant with sub-tenants); their sessions end. */
  async remove(tx: Tx, tenantIds: string[], actor: PlatformActor): Promise<void> {
    const unique = [...new Set(tenantIds)]
    if (unique.includes(PLATFORM_TENANT_ID)) throw badRequest('tenantPlatformProtected')
    const rows = await tx
      .select()
      .from(tenant)
      .where(and(inArray(tenant.tenantId, unique), live))
      .for('update')
    if (rows.length !== unique.length) throw notFound()
    const [child] = await tx
      .select({ parent: tenant.parentTenantId })
      .from(tenant)
      .where(and(inArray(tenant.parentTenantId, unique), notInArray(tenant.tenantId, unique), live))
      .limit(1)
    if (child) throw badRequest('tenantHasChildren', { tenantId: child.parent! })
    await tx
      .update(tenant)
      .set({ isDeleted: 1, updateTime: sql`now()` })
      .where(inArray(tenant.tenantId, unique))
    for (const id of unique) {
      await enterTenant(tx, id)
      await this.lifecycle.end(tx, id)
    }
    await this.audit(
      tx,
      actor,
      'remove',
      unique,
      rows.map((r) => toTenantRecord(r, actor.timeZone)),
      null,
    )
  }

  /**
   * The licence of tenants (not the platform's): account limit (-1 unlimited) and expiry (null: none),
   * which must lie ahead (an expiry in the past would lock the tenant out at once: disable it instead).
   */
  async setting(
    tx: Tx,
    tenantIds: string[],
    change: { accountNumber: number; expireTime: string | null },
    actor: PlatformActor,
  ): Promise<void> {
    const unique = [...new Set(tenantIds)]
    if (unique.includes(PLATFORM_TENANT_ID)) throw badRequest('tenantPlatformProtected')
    if (change.expireTime) {
      const expiry = atZone(change.expireTime, actor.timeZone)
      const { rows: ahead } = await tx.execute<{ future: boolean }>(sql`SELECT ${expiry} > now() AS future`)
      if (!ahead[0]?.future) throw badRequest('tenantExpiryPast')
    }
    const rows = await tx
      .select()
      .from(tenant)
      .where(and(inArray(tenant.tenantId, unique), live))
      .for('update')
    if (rows.length !== unique.length) throw notFound()
    await tx
      .update(tenant)
      .set({
        accountNumber: change.accountNumber,
        expireTime: change.expireTime ? atZone(change.expireTime, actor.timeZone) : null,
        updateTime: sql`now()`,
      })
      .where(inArray(tenant.tenantId, unique))
    await this.audit(
      tx,
      actor,
      'update',
      unique,
      rows.map((r) => ({ tenantId: r.tenantId, accountNumber: r.accountNumber, expireTime: r.expireTime })),
      change,
    )
  }

  /** A six-digit id no tenant (not even a removed one) has had. */
  private async freeTenantId(tx: Tx): Promise<string> {
    for (let i = 0; i < TENANT_ID_ATTEMPTS; i++) {
      const candidate = String(randomInt(100000, 1000000))
      const [taken] = await tx
        .select({ id: tenant.tenantId })
        .from(tenant)
        .where(eq(tenant.tenantId, candidate))
      if (!taken) return candidate
    }
    throw new Error('no free tenant id after several attempts')
  }

  /** The settings to store, checked: parent (no cycle), unique domain, a real time zone. */
  private async checkedValues(
    tx: Tx,
    input: TenantInput,
    before: TenantRow | undefined,
    actor: PlatformActor,
  ): Promise<TenantValues> {
    if (input.timeZone && !isTimeZone(input.timeZone)) {
      throw badRequest('fieldInvalid', { field: tenantResource.fields.timeZone.label[actor.locale] })
    }
    const domain = text(input.domain)?.toLowerCase()
    if (domain) {
      const [same] = await tx
        .select({ id: tenant.tenantId })
        .from(tenant)
        .where(
          and(
            sql`lower(${tenant.domain}) = ${domain}`,
            live,
            before ? ne(tenant.tenantId, before.tenantId) : undefined,
          ),
        )
        .limit(1)
      if (same)
        throw badRequest('fieldNotUnique', { field: tenantResource.fields.domain.label[actor.locale] })
    }
    const parentTenantId = input.parentTenantId === undefined ? undefined : input.parentTenantId || null
    if (parentTenantId) await this.assertParent(tx, parentTenantId, before?.tenantId)
    // undefined keeps the stored value (drizzle leaves it out); a null clears an optional text only.
    return {
      parentTenantId,
      domain,
      tenantType: text(input.tenantType),
      linkman: text(input.linkman),
      contactNumber: text(input.contactNumber),
      address: text(input.address),
      backgroundUrl: text(input.backgroundUrl),
      accountNumber: input.accountNumber ?? undefined,
      status: input.status ?? undefined,
      timeZone: input.timeZone ?? undefined,
      defaultLogin: input.defaultLogin ?? undefined,
      pwdLogin: input.pwdLogin ?? undefined,
      smsLogin: input.smsLogin ?? undefined,
      wxLogin: input.wxLogin ?? undefined,
      cpLogin: input.cpLogin ?? undefined,
      expireTime:
        input.expireTime === undefined
          ? undefined
          : input.expireTime
            ? atZone(input.expireTime, actor.timeZone)
            : null,
    }
  }

  private async assertParent(tx: Tx, parentId: string, selfId: string | undefined): Promise<void> {
    const rows = await this.all(tx)
    const parentOf = new Map(rows.map((r) => [r.tenantId, r.parentTenantId]))
    if (!parentOf.has(parentId)) throw badRequest('tenantParentNotFound')
    if (!selfId) return
    for (let id: string | null | undefined = parentId; id; id = parentOf.get(id)) {
      if (id === selfId) throw badRequest('tenantParentInSubtree')
    }
  }

  /** Platform changes are audited in the platform tenant's log. */
  private async audit(
    tx: Tx,
    actor: PlatformActor,
    action: 'insert' | 'update' | 'remove',
    recordIds: string[],
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await enterTenant(tx, PLATFORM_TENANT_ID)
    await recordAudit(tx, this.ids, {
      resource: 'tenant',
      action,
      recordIds,
      before,
      after,
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }
}
