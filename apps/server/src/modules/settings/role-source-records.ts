import type { FastifyInstance } from 'fastify'
import { roleSourceRecordResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { ResourceTable } from '../../core/resource/query'
import { resourceKit } from '../../core/resource/resource-kit'
import { roleSourceRecord } from './schema'

export interface RoleSourceChange {
  roleId: string
  roleName: string
  added: string[]
  removed: string[]
  userId: string | null
}

/**
 * Records, in the grant's transaction, which menus a role gained and lost (`role/grant` calls it).
 * A grant that changes no menu is not recorded.
 */
export async function recordRoleSourceChange(
  tx: Tx,
  ids: IdGenerator,
  change: RoleSourceChange,
): Promise<void> {
  if (!change.added.length && !change.removed.length) return
  await tx.insert(roleSourceRecord).values({
    id: ids.next(),
    roleId: change.roleId,
    roleName: change.roleName,
    addedMenuIds: change.added.join(','),
    removedMenuIds: change.removed.join(','),
    createUser: change.userId,
  })
}

/** spec §7 System "roleSourceRecord/list": the grant history, newest first, read-only. */
export default async function roleSourceRecordRoutes(app: FastifyInstance) {
  resourceKit(app, roleSourceRecordResource, roleSourceRecord as unknown as ResourceTable).page('list', {
    summary: 'The history of role grants (menus gained and lost), newest first, one page',
  })
}
