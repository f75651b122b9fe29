import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  PACT_STATUS,
  PAGING,
  PLATFORM_TENANT_ID,
  appPactEndpoints,
  appPactResource,
  appRecordResource,
  permissionCodes,
  tenantAppEndpoints,
  tenantAppListEndpoints,
  type Locale,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { emitAfterCommit, enterTenant, type Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { formatDateTime } from '../../core/time'
import { type ApplicationRow, applicationsWithIds, liveApplications, localName } from '../menu'
import { liveTenant, pageOfLiveTenants } from '../tenant'
import { assertPlatformAdministrator } from '../../core/platform-admin'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import { appPact, appRecord, tenantApp } from './schema'

const codes = permissionCodes({ permission: 'tenant_app' })

type AppRow = ApplicationRow
type RecordAction = 'open' | 'close' | 'sign' | 'terminate'

const fieldLabels: FieldLabels = {
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  applicationIds: { zh_CN: '应用', zh_HK: '應用', en: 'Applications' },
  status: { zh_CN: '协议状态', zh_HK: '協議狀態', en: 'Status' },
}

/** An agreement status's name in a language (the contract's options of the status). */
const pactName = (status: number, locale: Locale) =>
  appPactResource.fields.status.options.find((o) => o.value === status)!.label[locale]
/** The agreement's only moves: a pending one is signed or terminated, a signed one terminated. */
const PACT_MOVES: Record<number, number[]> = {
  [PACT_STATUS.pending]: [PACT_STATUS.signed, PACT_STATUS.terminated],
  [PACT_STATUS.signed]: [PACT_STATUS.terminated],
  [PACT_STATUS.terminated]: [],
}

async function writeRecord(
  tx: Tx,
  ids: IdGenerator,
  app: Pick<AppRow, 'id' | 'name'>,
  action: RecordAction,
  by: { tenantId: string; userId: string | null },
) {
  await tx.insert(appRecord).values({
    id: ids.next(),
    applicationId: app.id,
    applicationName: app.name,
    action,
    operatorTenantId: by.tenantId,
    createUser: by.userId,
  })
}

/** The transaction's tenant's opened applications, live ones only, in the bar's order. */
async function openedIn(tx: Tx): Promise<{ app: AppRow; openTime: Date }[]> {
  const rows = await tx.select().from(tenantApp)
  if (!rows.length) return []
  const openTime = new Map(rows.map((r) => [r.applicationId, r.createTime]))
  const apps = await liveApplications(tx, [...openTime.keys()])
  return apps.map((app) => ({ app, openTime: openTime.get(app.id)! }))
}

/**
 * Opens to the transaction's tenant every live application (a new or demo tenant starts with all of
 * them), each with a pending agreement and an "open" record.
 */
export async function openAllApplications(
  tx: Tx,
  ids: IdGenerator,
  by: { tenantId: string; userId: string | null },
) {
  for (const app of await liveApplications(tx)) {
    await tx.insert(tenantApp).values({ applicationId: app.id, createUser: by.userId })
    await tx
      .insert(appPact)
      .values({ id: ids.next(), applicationId: app.id, pactName: `${app.name}服务协议` })
    await writeRecord(tx, ids, app, 'open', by)
  }
}

/**
 * Tenant apps: the applications the platform opens to each tenant (`list_v2`, `view_v2`, `echo_v2`,
 * `submit`, platform administrators only) and a tenant's own view of them (`applicationList`), their
 * agreements (`tenant-app-pact/pageList`, `updateStatus`, `remove`) and their history (`app-record`).
 */
export default async function tenantAppRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  /**
   * A platform administrator's transaction: the request role (row-level security holds), starting in
   * the platform tenant; `enterTenant` moves it into the tenant whose applications it reads or sets.
   */
  const asPlatform = async <T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    await assertPlatformAdministrator(req)
    return app.db.withTenant(sessionOf(req), fn)
  }
  const tenantRow = async (tx: Tx, tenantId: string) => {
    const row = await liveTenant(tx, tenantId)
    if (!row) throw badRequest('tenantIdMissing')
    return { tenantId: row.tenantId, tenantFullName: row.tenantFullName }
  }
  /** One tenant's opened applications, read inside it. */
  const tenantApps = async (tx: Tx, t: { tenantId: string; tenantFullName: string }, locale: Locale) => {
    await enterTenant(tx, t.tenantId)
    const opened = await openedIn(tx)
    return {
      id: t.tenantId,
      ...t,
      applicationIds: opened.map((o) => o.app.id),
      applicationNames: opened.map((o) => localName(o.app, locale)),
    }
  }

  endpointRoute(app, tenantAppListEndpoints.applicationList, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const timeZone = await app.tenants.timeZoneOf(session.tenantId)
      const list = await app.db.withTenant(session, async (tx) => {
        const opened = await openedIn(tx)
        const pacts = await tx
          .select({ applicationId: appPact.applicationId, status: appPact.status })
          .from(appPact)
          .where(eq(appPact.isDeleted, 0))
          .orderBy(asc(appPact.id))
        const pactOf = new Map(pacts.map((p) => [p.applicationId, p.status]))
        return opened.map(({ app: a, openTime }) => ({
          id: a.id,
          code: a.code,
          name: localName(a, req.locale),
          path: a.path,
          icon: a.icon,
          isMicro: a.isMicro,
          microName: a.microName,
          sort: a.sort,
          openTime: formatDateTime(openTime, timeZone),
          pactStatus: pactOf.get(a.id) ?? null,
        }))
      })
      return ok(req, list)
    },
  })

  endpointRoute(app, tenantAppListEndpoints.page, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const current = req.query.current ?? 1
      const size = req.query.size ?? PAGING.defaultSize
      const filter = { tenantId: req.query.tenantId, tenantFullName: req.query.tenantFullName }
      const page = await asPlatform(req, async (tx) => {
        const tenants = await pageOfLiveTenants(tx, filter, { size, offset: (current - 1) * size })
        const records = []
        for (const t of tenants.records) records.push(await tenantApps(tx, t, req.locale))
        return { records, total: tenants.total }
      })
      return ok(req, { ...page, size, current, pages: Math.ceil(page.total / size) })
    },
  })

  for (const endpoint of [tenantAppEndpoints.view, tenantAppEndpoints.echo]) {
    endpointRoute(app, endpoint, {
      config: { permission: codes.view, fieldLabels },
      handler: async (req) =>
        ok(
          req,
          await asPlatform(req, async (tx) =>
            tenantApps(tx, await tenantRow(tx, req.query.tenantId), req.locale),
          ),
        ),
    })
  }

  /**
   * Sets the applications opened to a tenant. A newly opened one gets a pending agreement and an
   * "open" record; a closed one a "close" record, and its live agreement is terminated. One
   * transaction, audited in the platform tenant.
   */
  endpointRoute(app, tenantAppEndpoints.submit, {
    config: { permission: codes.edit, fieldLabels },
    handler: async (req) => {
      const { tenantId, applicationIds } = req.body
      const session = sessionOf(req)
      const by = { tenantId: session.tenantId, userId: session.userId }
      const saved = await asPlatform(req, async (tx) => {
        const target = await tenantRow(tx, tenantId)
        const apps = await liveApplications(tx, applicationIds)
        const missing = applicationIds.find((id) => !apps.some((a) => a.id === id))
        if (missing) throw badRequest('applicationUnknown', { id: missing })
        await enterTenant(tx, tenantId)
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tenant-app:' || ${tenantId}))`)
        const before = (await tx.select().from(tenantApp)).map((r) => r.applicationId)
        const added = apps.filter((a) => !before.includes(a.id))
        const removed = before.filter((id) => !applicationIds.includes(id))
        for (const a of added) {
          await tx.insert(tenantApp).values({ applicationId: a.id, createUser: session.userId })
          await tx
            .insert(appPact)
            .values({ id: app.ids.next(), applicationId: a.id, pactName: `${a.name}服务协议` })
          await writeRecord(tx, app.ids, a, 'open', by)
        }
        if (removed.length) {
          const closed = await applicationsWithIds(tx, removed)
          await tx.delete(tenantApp).where(inArray(tenantApp.applicationId, removed))
          const ended = await tx
            .update(appPact)
            .set({
              status: PACT_STATUS.terminated,
              terminateTime: sql`now()`,
              updateUser: session.userId,
              updateTime: sql`now()`,
            })
            .where(
              and(
                inArray(appPact.applicationId, removed),
                inArray(appPact.status, [PACT_STATUS.pending, PACT_STATUS.signed]),
                eq(appPact.isDeleted, 0),
              ),
            )
            .returning({ applicationId: appPact.applicationId })
          for (const id of removed) {
            const a = closed.find((c) => c.id === id) ?? { id, name: id }
            if (ended.some((e) => e.applicationId === id)) await writeRecord(tx, app.ids, a, 'terminate', by)
            await writeRecord(tx, app.ids, a, 'close', by)
          }
        }
        // The tenant's package bounds what its roles hold: its cached codes and menu routes go.
        if (added.length || removed.length) emitAfterCommit(tx, 'access:grants-changed', { tenantId })
        const after = await tenantApps(tx, target, req.locale)
        await enterTenant(tx, PLATFORM_TENANT_ID)
        await recordAudit(tx, app.ids, {
          resource: 'tenant_app',
          action: 'update',
          recordIds: [tenantId],
          before: { tenantId, applicationIds: before },
          after: { tenantId, applicationIds: after.applicationIds },
          userId: session.userId,
          requestId: req.id,
        })
        return after
      })
      return ok(req, saved)
    },
  })

  const pactRules: WriteRules = {
    async beforeRemove(_tx, rows) {
      if (rows.some((r) => r.status !== PACT_STATUS.terminated)) throw badRequest('pactRemoveLive')
    },
  }
  const pacts = resourceKit(app, appPactResource, appPact as unknown as ResourceTable, { rules: pactRules })
  pacts.page('pageList', { summary: 'The tenant’s application agreements, one page' })
  pacts.remove('remove', { summary: 'Remove terminated agreements' })

  /** Signs (1) or terminates (2) one of the tenant's agreements, recorded in its application's history. */
  endpointRoute(app, appPactEndpoints.updateStatus, {
    config: { permission: pacts.codes.edit, fieldLabels },
    handler: async (req) => {
      const { id, status } = req.body
      const session = sessionOf(req)
      const actor = await actorOf(app, req)
      const saved = await app.db.withTenant(session, async (tx) => {
        const [pact] = await tx
          .select()
          .from(appPact)
          .where(and(eq(appPact.id, id), eq(appPact.isDeleted, 0)))
          .for('update')
        if (!pact) throw notFound()
        if (!PACT_MOVES[pact.status]!.includes(status)) {
          throw badRequest('pactStatusChange', {
            from: pactName(pact.status, req.locale),
            to: pactName(status, req.locale),
          })
        }
        const before = await pacts.service.detail(tx, id, actor)
        const time = status === PACT_STATUS.signed ? { signTime: sql`now()` } : { terminateTime: sql`now()` }
        await tx
          .update(appPact)
          .set({ status, ...time, updateUser: session.userId, updateTime: sql`now()` })
          .where(eq(appPact.id, id))
        const [a] = await applicationsWithIds(tx, [pact.applicationId])
        const action = status === PACT_STATUS.signed ? 'sign' : 'terminate'
        await writeRecord(tx, app.ids, a ?? { id: pact.applicationId, name: pact.pactName }, action, {
          tenantId: session.tenantId,
          userId: session.userId,
        })
        const after = await pacts.service.detail(tx, id, actor)
        await recordAudit(tx, app.ids, {
          resource: appPactResource.name,
          action: 'update',
          recordIds: [id],
          before,
          after,
          userId: session.userId,
          requestId: req.id,
        })
        return after
      })
      return ok(req, saved)
    },
  })

  const records = resourceKit(app, appRecordResource, appRecord as unknown as ResourceTable)
  records.page('list', { summary: 'The history of the tenant’s applications, newest first, one page' })
  records.list('record-list', {
    summary: 'The history of the tenant’s applications (e.g. of one), newest first',
  })
}
