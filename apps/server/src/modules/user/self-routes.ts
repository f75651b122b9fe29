import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorEnvelope, selfEndpoints, translate, type Profile, type ProfileUpdate } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import type { Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest, unauthorized } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import type { Session } from '../../core/tokens'
import { namedRoles } from '../access'
import { dictionariesChanged } from '../dict'
import { user } from './schema'
import { heldRoles } from './user-roles'

const fieldLabels: FieldLabels = {
  name: { zh_CN: '昵称', zh_HK: '暱稱', en: 'Nickname' },
  realName: { zh_CN: '真实姓名', zh_HK: '真實姓名', en: 'Real name' },
  email: { zh_CN: '邮箱', zh_HK: '電郵', en: 'Email' },
  avatar: { zh_CN: '头像', zh_HK: '頭像', en: 'Avatar' },
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope }
const signedIn = { permission: SIGNED_IN, fieldLabels }

const EDITABLE = ['name', 'realName', 'email', 'avatar'] as const

async function myRow(tx: Tx, userId: string, lock = false) {
  const mine = tx
    .select()
    .from(user)
    .where(and(eq(user.id, userId), eq(user.isDeleted, 0)))
  const [row] = lock ? await mine.for('update') : await mine
  // The account was removed while its token still runs: it is no one now.
  if (!row) throw unauthorized()
  return row
}

/**
 * spec §7 Users and Auth, self-service: who I am, my profile and its update, and dropping the caches
 * my changes may have made stale (the security overview is the personal module's). Every route
 * concerns the caller only.
 */
export default async function selfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const inMyTenant = async <T>(req: FastifyRequest, work: (tx: Tx, s: Session, tz: string) => Promise<T>) => {
    const session = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(session.tenantId)
    return app.db.withTenant(session, (tx) => work(tx, session, timeZone))
  }

  const profileOf = async (tx: Tx, userId: string, timeZone: string): Promise<Profile> => {
    const u = await myRow(tx, userId)
    return {
      id: u.id,
      tenantId: u.tenantId,
      account: u.account,
      name: u.name,
      realName: u.realName,
      phone: u.phone,
      email: u.email,
      avatar: u.avatar,
      deptId: u.deptId,
      roles: await heldRoles(tx, u.id),
      status: u.status,
      passwordChangedAt: u.passwordChangedAt && formatDateTime(u.passwordChangedAt, timeZone),
    }
  }

  /** The one profile update (personalCenter/update and update-info): the fields sent, audited. */
  const updateProfile = (req: FastifyRequest, body: ProfileUpdate) => {
    if (body.phone !== undefined) throw badRequest('phoneNotEditableHere')
    const change: Partial<Record<(typeof EDITABLE)[number], string | null>> = {}
    for (const field of EDITABLE) {
      const value = body[field]
      if (value !== undefined) change[field] = value === '' ? null : value
    }
    if (Object.keys(change).length === 0) throw badRequest('profileNothingToUpdate')
    return inMyTenant(req, async (tx, session, timeZone) => {
      const current = await myRow(tx, session.userId, true)
      const before = Object.fromEntries(
        Object.keys(change).map((f) => [f, current[f as keyof typeof change]]),
      )
      await tx
        .update(user)
        .set({ ...change, updateUser: session.userId, updateTime: sql`now()` })
        .where(eq(user.id, session.userId))
      await recordAudit(tx, app.ids, {
        resource: 'user',
        action: 'update',
        recordIds: [session.userId],
        before,
        after: change,
        userId: session.userId,
        requestId: req.id,
      })
      return profileOf(tx, session.userId, timeZone)
    })
  }

  endpointRoute(app, selfEndpoints.oauthUserInfo, {
    config: signedIn,
    errors,
    handler: async (req) => {
      const session = sessionOf(req)
      const codes = await app.permissionSource.codesOf(session)
      const { u, roles } = await app.db.withTenant(session, async (tx) => ({
        u: await myRow(tx, session.userId),
        roles: await namedRoles(tx, session.roleIds),
      }))
      const names = new Map(roles.map((r) => [r.id, r.name]))
      return ok(req, {
        user_id: u.id,
        user_name: u.name ?? u.account,
        real_name: u.realName ?? '',
        tenant_id: session.tenantId,
        role_id: session.roleIds.join(','),
        dept_id: u.deptId,
        account: u.account,
        avatar: u.avatar ?? '',
        role_name: session.roleIds
          .map((id) => names.get(id))
          .filter(Boolean)
          .join(','),
        permissions: codes === 'all' ? [] : [...codes].sort(),
        all_permissions: codes === 'all',
      })
    },
  })

  endpointRoute(app, selfEndpoints.clearCache, {
    config: signedIn,
    errors,
    handler: async (req) => {
      const session = sessionOf(req)
      app.permissionSource.invalidate(session.tenantId)
      await app.accessVersions.bump(session.tenantId)
      app.tenants.invalidate(session.tenantId)
      // The dictionaries drop their copy when a change commits: announcing one drops it now.
      await app.db.withTenant(session, async (tx) => dictionariesChanged(tx, session.tenantId))
      return { ...ok(req, true), msg: translate('cacheCleared', req.locale) }
    },
  })

  for (const endpoint of [selfEndpoints.info, selfEndpoints.userInfo, selfEndpoints.personalCenter]) {
    endpointRoute(app, endpoint, {
      config: signedIn,
      errors,
      handler: async (req) => ok(req, await inMyTenant(req, (tx, s, tz) => profileOf(tx, s.userId, tz))),
    })
  }

  for (const endpoint of [selfEndpoints.updatePersonalCenter, selfEndpoints.updateInfo]) {
    endpointRoute(app, endpoint, {
      config: signedIn,
      errors,
      handler: async (req) => ok(req, await updateProfile(req, req.body)),
    })
  }
}
