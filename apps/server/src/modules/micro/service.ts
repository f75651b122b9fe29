import { and, desc, eq, sql } from 'drizzle-orm'
import {
  PLATFORM_TENANT_ID,
  type MicroAppGray,
  type MicroAppVersion,
  type PublishVersionBody,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { emitAfterCommit, enterTenant, type Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { listLiveTenants, liveTenantsAmong } from '../tenant'
import { assertEntry, assertSemver } from './rules'
import { microApp, microAppGray, microAppVersion } from './schema'

/** Who publishes or pins, for the audit (in the platform tenant) and the tracking columns. */
export interface PlatformActor {
  userId: string | null
  requestId?: string
  timeZone: string
}

const versionColumns = {
  name: microAppVersion.name,
  version: microAppVersion.version,
  entry: microAppVersion.entry,
  bridge: microAppVersion.bridge,
  current: microAppVersion.current,
  releasedAt: microAppVersion.releasedAt,
  remark: microAppVersion.remark,
}
type VersionRow = Pick<typeof microAppVersion.$inferSelect, keyof typeof versionColumns>
const toVersion = (row: VersionRow, timeZone: string): MicroAppVersion => ({
  ...row,
  releasedAt: formatDateTime(row.releasedAt, timeZone),
})

const changed = (tx: Tx, tenantIds?: string[]) =>
  emitAfterCommit(tx, 'micro:registry-changed', tenantIds ? { tenantIds } : {})

/**
 * The app is in the catalogue. `lock` holds its row for the transaction: writes to one app's versions
 * and pins take turns, so it never has two current versions or none.
 */
async function assertApp(tx: Tx, name: string, { lock = false } = {}): Promise<void> {
  const query = tx
    .select({ id: microApp.id })
    .from(microApp)
    .where(and(eq(microApp.name, name), eq(microApp.isDeleted, 0)))
  const [found] = lock ? await query.for('update') : await query
  if (!found) throw badRequest('microAppUnknown', { name })
}

async function versionRow(tx: Tx, name: string, version: string): Promise<VersionRow | undefined> {
  const [row] = await tx
    .select(versionColumns)
    .from(microAppVersion)
    .where(and(eq(microAppVersion.name, name), eq(microAppVersion.version, version)))
  return row
}

async function existingVersion(tx: Tx, name: string, version: string): Promise<VersionRow> {
  const row = await versionRow(tx, name, version)
  if (!row) throw badRequest('microVersionUnknown', { name, version })
  return row
}

/** Makes `version` the app's one current version; returns the one it replaced. */
async function switchCurrent(tx: Tx, name: string, version: string, userId: string | null) {
  const [previous] = await tx
    .update(microAppVersion)
    .set({ current: false, updateUser: userId, updateTime: sql`now()` })
    .where(and(eq(microAppVersion.name, name), eq(microAppVersion.current, true)))
    .returning(versionColumns)
  await tx
    .update(microAppVersion)
    .set({ current: true, updateUser: userId, updateTime: sql`now()` })
    .where(and(eq(microAppVersion.name, name), eq(microAppVersion.version, version)))
  return previous
}

/**
 * The platform's side of the micro-app registry: versions and gray-release pins. Every method takes
 * the platform administrator's transaction (the owner, inside the platform tenant) and audits there.
 */
export class MicroAppService {
  constructor(private readonly ids: IdGenerator) {}

  async versions(tx: Tx, name: string, timeZone: string): Promise<MicroAppVersion[]> {
    const rows = await tx
      .select(versionColumns)
      .from(microAppVersion)
      .where(eq(microAppVersion.name, name))
      .orderBy(desc(microAppVersion.releasedAt), desc(microAppVersion.version))
    return rows.map((r) => toVersion(r, timeZone))
  }

  /**
   * Publishes a build as a new version; a published version is never replaced. The app's first
   * version, or one published with `current`, becomes the current version.
   */
  async publish(tx: Tx, input: PublishVersionBody, actor: PlatformActor): Promise<MicroAppVersion> {
    const { name, version, entry, bridge } = input
    await assertApp(tx, name, { lock: true })
    assertSemver(version)
    assertEntry(name, version, entry)
    if (await versionRow(tx, name, version)) throw badRequest('microVersionExists', { name, version })
    const [anyCurrent] = await tx
      .select({ version: microAppVersion.version })
      .from(microAppVersion)
      .where(and(eq(microAppVersion.name, name), eq(microAppVersion.current, true)))
    await tx.insert(microAppVersion).values({
      name,
      version,
      entry,
      bridge,
      remark: input.remark ?? null,
      createUser: actor.userId,
      updateUser: actor.userId,
    })
    if (input.current || !anyCurrent) await switchCurrent(tx, name, version, actor.userId)
    const saved = (await versionRow(tx, name, version))!
    await recordAudit(tx, this.ids, {
      resource: 'micro_app_version',
      action: 'insert',
      recordIds: [`${name}@${version}`],
      before: null,
      after: saved,
      userId: actor.userId,
      requestId: actor.requestId,
    })
    changed(tx)
    return toVersion(saved, actor.timeZone)
  }

  /** Makes a published version the one every tenant without a pin gets. */
  async makeCurrent(tx: Tx, name: string, version: string, actor: PlatformActor): Promise<MicroAppVersion> {
    await assertApp(tx, name, { lock: true })
    await existingVersion(tx, name, version)
    const previous = await switchCurrent(tx, name, version, actor.userId)
    const saved = (await versionRow(tx, name, version))!
    await recordAudit(tx, this.ids, {
      resource: 'micro_app_version',
      action: 'update',
      recordIds: [`${name}@${version}`],
      before: { name, current: previous?.version ?? null },
      after: { name, current: version },
      userId: actor.userId,
      requestId: actor.requestId,
    })
    changed(tx)
    return toVersion(saved, actor.timeZone)
  }

  /** Every tenant pinned to a version of the app. Each tenant's pins are read inside that tenant. */
  async grayOf(tx: Tx, name: string): Promise<MicroAppGray[]> {
    await assertApp(tx, name)
    const tenants = await listLiveTenants(tx)
    const pins: MicroAppGray[] = []
    for (const t of tenants) {
      await enterTenant(tx, t.tenantId)
      const version = await pinOf(tx, name)
      if (version) pins.push({ ...t, version })
    }
    await enterTenant(tx, PLATFORM_TENANT_ID)
    return pins
  }

  /** Gray release: pins the tenants to a published version of the app instead of the current one. */
  async pin(
    tx: Tx,
    input: { name: string; version: string; tenantIds: string[] },
    actor: PlatformActor,
  ): Promise<MicroAppGray[]> {
    const { name, version, tenantIds } = input
    await assertApp(tx, name, { lock: true })
    await existingVersion(tx, name, version)
    const tenants = await liveTenants(tx, tenantIds)
    const before: Record<string, string | null> = {}
    for (const t of tenants) {
      await enterTenant(tx, t.tenantId)
      before[t.tenantId] = (await pinOf(tx, name)) ?? null
      await tx
        .insert(microAppGray)
        .values({ name, version, createUser: actor.userId })
        .onConflictDoUpdate({
          target: [microAppGray.tenantId, microAppGray.name],
          set: { version, createUser: actor.userId, createTime: sql`now()` },
        })
    }
    await this.auditPins(tx, name, tenantIds, before, version, actor)
    changed(tx, tenantIds)
    return tenants.map((t) => ({ ...t, version }))
  }

  /** Rolls the tenants back to the app's current version (drops their pins). */
  async unpin(tx: Tx, input: { name: string; tenantIds: string[] }, actor: PlatformActor): Promise<void> {
    const { name, tenantIds } = input
    await assertApp(tx, name, { lock: true })
    const tenants = await liveTenants(tx, tenantIds)
    const before: Record<string, string | null> = {}
    for (const t of tenants) {
      await enterTenant(tx, t.tenantId)
      before[t.tenantId] = (await pinOf(tx, name)) ?? null
      await tx.delete(microAppGray).where(eq(microAppGray.name, name))
    }
    await this.auditPins(tx, name, tenantIds, before, null, actor)
    changed(tx, tenantIds)
  }

  private async auditPins(
    tx: Tx,
    name: string,
    tenantIds: string[],
    before: Record<string, string | null>,
    version: string | null,
    actor: PlatformActor,
  ): Promise<void> {
    await enterTenant(tx, PLATFORM_TENANT_ID)
    await recordAudit(tx, this.ids, {
      resource: 'micro_app_gray',
      action: version ? 'update' : 'remove',
      recordIds: tenantIds.map((t) => `${name}@${t}`),
      before: { name, pins: before },
      after: { name, pins: Object.fromEntries(tenantIds.map((t) => [t, version])) },
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }
}

async function pinOf(tx: Tx, name: string): Promise<string | undefined> {
  const [pin] = await tx
    .select({ version: microAppGray.version })
    .from(microAppGray)
    .where(eq(microAppGray.name, name))
  return pin?.version
}

/** The named tenants, each live; the first unknown one is refused. */
async function liveTenants(tx: Tx, tenantIds: string[]) {
  const rows = await liveTenantsAmong(tx, tenantIds)
  const missing = tenantIds.find((id) => !rows.some((r) => r.tenantId === id))
  if (missing) throw badRequest('microTenantUnknown', { tenantId: missing })
  return tenantIds.map((id) => rows.find((r) => r.tenantId === id)!)
}
