import { hashPassword } from '../../core/passwords'
import { ADMIN_ROLE, seedRoles } from '../access'
import type { NewTenant } from '../tenant'
import type { AccountSecurity } from './account-security'
import type { UserOrganisation } from './organisation'
import { assignRoles, createUser } from './accounts'
import { generateInitialPassword } from './initial-password'

/**
 * A new tenant's first administrator: the `administrator` role, a root department named as the tenant,
 * and the account, which must change its initial password at the first sign-in.
 */
export async function startAdministrator(
  { tx, ids, tenantFullName, adminAccount, adminRealName }: NewTenant,
  security: AccountSecurity,
  organisation: UserOrganisation,
) {
  const roles = await seedRoles(tx, ids, [ADMIN_ROLE])
  const rootDeptId = await organisation.startDepartments(tx, ids, tenantFullName)
  // a new tenant has no policy of its own yet: the rules are the defaults
  const initialPassword = generateInitialPassword(await security.passwordRules(tx))
  const adminId = ids.next()
  await createUser(tx, {
    id: adminId,
    account: adminAccount,
    password: await hashPassword(initialPassword),
    name: adminAccount,
    realName: adminRealName,
    deptId: rootDeptId,
    mustChangePassword: 1,
    passwordChangedAt: new Date(),
    createUser: null,
  })
  await assignRoles(tx, adminId, [roles.get(ADMIN_ROLE.alias)!])
  return { initialPassword }
}
