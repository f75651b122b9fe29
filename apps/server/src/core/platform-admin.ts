import type { FastifyRequest } from 'fastify'
import { PLATFORM_TENANT_ID } from '@store/contract'
import { sessionOf } from './auth'
import { forbidden } from './errors'

export const PLATFORM_ADMINISTRATOR = 'platform administrator'

/**
 * Platform data (menus, applications) is changed only by an administrator of the platform tenant: a
 * tenant's administrator holds every code of its own tenant, and still gets 403 here.
 */
export async function assertPlatformAdministrator(req: FastifyRequest): Promise<void> {
  const session = sessionOf(req)
  const codes = await req.server.permissionSource.codesOf(session)
  if (session.tenantId !== PLATFORM_TENANT_ID || codes !== 'all') throw forbidden(PLATFORM_ADMINISTRATOR)
}
