import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { enterTenant } from '../../core/db/database'
import { auth, tokenFor } from '../../test/app'
import { user, userRole } from '../user/schema'
import { seedTopMenus } from '../menu'
import { application, menu } from '../menu/schema'
import { tenantApp } from '../settings/schema'
import { seedTenant } from '../tenant'
import { ADMIN_ROLE, seedRoles } from './seed'
import { role } from './schema'

/** Helpers of the access-control tests (not a test file itself). */

/** A name of the test file's own: on PostgreSQL every test file shares one database. */
export const ownName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.pid % 100}`.slice(0, 12)

/**
 * A tenant of the test's own with an administrator (account `admin`), the seeded top menu bar and the
 * applications (by code) the platform opened to it.
 */
export async function createTenant(
  app: FastifyInstance,
  tenantId: string,
  apps: string[] = [],
): Promise<void> {
  await app.db.withSystem(async (tx) => {
    await seedTenant(tx, { tenantId, tenantFullName: `access test ${tenantId}` })
    await enterTenant(tx, tenantId)
    const roles = await seedRoles(tx, app.ids, [ADMIN_ROLE])
    const adminId = app.ids.next()
    await tx.insert(user).values({ id: adminId, account: 'admin', password: '-', name: 'admin' })
    await tx.insert(userRole).values({ userId: adminId, roleId: roles.get(ADMIN_ROLE.alias)! })
    await seedTopMenus(tx, app.ids)
    if (apps.length) {
      const opened = await tx
        .select({ id: application.id })
        .from(application)
        .where(inArray(application.code, apps))
      await tx.insert(tenantApp).values(opened.map((a) => ({ applicationId: a.id })))
    }
  })
}

/** A role of the tenant (no grants); its id. */
export async function createRole(app: FastifyInstance, tenantId: string, alias: string): Promise<string> {
  const id = app.ids.next()
  await app.db.withTenant({ tenantId }, (tx) =>
    tx.insert(role).values({ id, roleName: alias, roleAlias: alias }),
  )
  return id
}

/** A user of the tenant holding the roles (no password: tests sign tokens directly); its id. */
export async function createUser(
  app: FastifyInstance,
  tenantId: string,
  account: string,
  roleIds: string[],
  deptId: string | null = null,
): Promise<string> {
  const id = app.ids.next()
  await app.db.withTenant({ tenantId }, async (tx) => {
    await tx.insert(user).values({ id, account, password: '-', name: account, deptId })
    if (roleIds.length) await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: id, roleId })))
  })
  return id
}

/** Removes the test's users and roles again (their grants go with `role/remove` or here). */
export async function removeUsersAndRoles(
  app: FastifyInstance,
  tenantId: string,
  userIds: string[],
  roleIds: string[],
): Promise<void> {
  await app.db.withTenant({ tenantId }, async (tx) => {
    if (userIds.length) {
      await tx.delete(userRole).where(inArray(userRole.userId, userIds))
      await tx.delete(user).where(inArray(user.id, userIds))
    }
    if (roleIds.length) await tx.update(role).set({ isDeleted: 1 }).where(inArray(role.id, roleIds))
  })
}

/** The id of the live menu with the code (the first, for codes several buttons carry). */
export async function menuId(app: FastifyInstance, code: string): Promise<string> {
  const [row] = await app.db.withSystem((tx) =>
    tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.code, code), eq(menu.isDeleted, 0)))
      .orderBy(menu.id)
      .limit(1),
  )
  if (!row) throw new Error(`no menu ${code}`)
  return row.id
}

/** A GET/POST helper with a token. */
export function client(app: FastifyInstance) {
  return {
    get: (token: string, url: string) => app.inject({ url, headers: auth(token) }),
    post: (token: string, url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: auth(token), ...(payload && { payload }) }),
  }
}

export { tokenFor }
