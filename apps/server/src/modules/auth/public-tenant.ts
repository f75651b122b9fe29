import type { FastifyRequest } from 'fastify'
import { badRequest } from '../../core/errors'
import { OAuthError } from './login'

/**
 * The checked tenant of a public call: the `Tenant-Id` header, else the tenantId parameter
 * (contract.md "Headers"); it must exist, be enabled and not be expired, as on the token endpoint.
 */
export async function publicTenant(req: FastifyRequest, given: string | undefined): Promise<string> {
  const header = req.headers['tenant-id']
  const tenantId = (typeof header === 'string' && header) || given
  if (!tenantId) throw badRequest('tenantIdMissing')
  try {
    await req.server.login.checkTenant(tenantId)
  } catch (err) {
    if (err instanceof OAuthError) throw badRequest(err.key)
    throw err
  }
  return tenantId
}
