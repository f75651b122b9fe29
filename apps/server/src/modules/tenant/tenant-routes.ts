import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { ErrorEnvelope, loginEndpoints } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { LOGIN_COLUMNS, loginTenantOf } from './login-tenant'
import { tenant } from './schema'

const fieldLabels: FieldLabels = {
  domain: { zh_CN: '域名', zh_HK: '域名', en: 'Domain' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
}

const errors = { 400: ErrorEnvelope, 500: ErrorEnvelope }

/** The tenant look-ups of the login page (spec §7 System "tenant"): public, read from the platform table. */
export default async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const findOne = async (where: SQL | undefined) => {
    const [row] = await app.db.withSystem((tx) =>
      tx.select(LOGIN_COLUMNS).from(tenant).where(where).orderBy(asc(tenant.tenantId)).limit(1),
    )
    return row
  }

  /**
   * The enabled tenant whose domain is the given one (compared without regard to case). When no tenant
   * claims the domain the answer is still a success, with `data: null`: the login page then falls back
   * to tenant mode (a tenant field, else `000000`, contract.md "Tenant on the login page") instead of
   * showing an error. Should two tenants claim one domain, the lowest tenant id wins.
   */
  endpointRoute(app, loginEndpoints.tenantInfo, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const domain = req.query.domain.trim().toLowerCase()
      if (!domain) return ok(req, null)
      const row = await findOne(
        and(sql`lower(${tenant.domain}) = ${domain}`, eq(tenant.status, 1), eq(tenant.isDeleted, 0)),
      )
      return ok(req, row ?? null)
    },
  })

  /** A tenant the login page names by id (from `?tenantId=` or else the Tenant-Id header); deleted is unknown. */
  endpointRoute(app, loginEndpoints.tenantDetail, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => ok(req, await loginTenantOf(app.db, req)),
  })
}
