import { ADMINISTRATOR_ALIAS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { DemoRole } from '../../core/module'
import { menusCarrying } from '../menu'
import { role, roleMenu } from './schema'

/**
 * Creates the roles of a tenant (inside its transaction, after `seedMenus`); returns their ids by
 * alias. A code that no button, tab or HOV carries is a mistake in the seed, and fails it.
 */
export async function seedRoles(
  tx: Tx,
  ids: IdGenerator,
  roles: readonly DemoRole[],
): Promise<Map<string, string>> {
  const byAlias = new Map<string, string>()
  for (const [sort, r] of roles.entries()) {
    const id = ids.next()
    byAlias.set(r.alias, id)
    await tx.insert(role).values({ id, roleName: r.name, roleAlias: r.alias, sort })
    if (r.codes?.length) {
      const menuIds = await menusCarrying(tx, r.codes)
      await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: id, menuId })))
    }
  }
  return byAlias
}

export const ADMIN_ROLE: DemoRole = { alias: ADMINISTRATOR_ALIAS, name: '管理员' }
