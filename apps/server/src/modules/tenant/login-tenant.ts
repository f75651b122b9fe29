import type { FastifyRequest } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Database, Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { tenant } from './schema'

/** What the login page may know of a tenant (spec §3 Tenant): nothing else ever leaves these routes. */
export const LOGIN_COLUMNS = {
  tenantId: tenant.tenantId,
  tenantFullName: tenant.tenantFullName,
  backgroundUrl: tenant.backgroundUrl,
  defaultLogin: tenant.defaultLogin,
  pwdLogin: tenant.pwdLogin,
  smsLogin: tenant.smsLogin,
  wxLogin: tenant.wxLogin,
  cpLogin: tenant.cpLogin,
}

/**
 * The login page's view of the tenant a request names (`?tenantId=`, else the Tenant-Id header); a
 * deleted tenant is unknown. 400 “未查询到租户ID” when there is none.
 */
export async function loginTenantOf(db: Database, req: FastifyRequest) {
  const header = req.headers['tenant-id']
  const tenantId = (req.query as { tenantId?: string }).tenantId ?? (typeof header === 'string' ? header : '')
  // A header is only ever a bound parameter; longer than any tenant id, it names none.
  if (!tenantId || tenantId.length > 12) throw badRequest('tenantIdMissing')
  const [row] = await db.withSystem((tx) =>
    tx
      .select(LOGIN_COLUMNS)
      .from(tenant)
      .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0))),
  )
  if (!row) throw badRequest('tenantIdMissing')
  return row
}

/** Whether the tenant lets its users sign in with WeChat and enterprise WeChat (1 yes); undefined for an unknown tenant. */
export async function socialLoginSwitches(
  tx: Tx,
  tenantId: string,
): Promise<{ wxLogin: number; cpLogin: number } | undefined> {
  const [row] = await tx
    .select({ wxLogin: tenant.wxLogin, cpLogin: tenant.cpLogin })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
  return row
}
