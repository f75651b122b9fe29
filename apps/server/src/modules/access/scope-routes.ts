import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { DATA_SCOPE_TYPE, SCOPE_CATEGORY, apiScopeResource, dataScopeResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { WriteRules } from '../../core/resource/service'
import { isScopeColumn, type RoleDataScopes } from './data-scopes'
import { announceGrantsChanged, type ScopeCategory } from './role-grants'
import { liveMenusAmong } from '../menu'
import { apiScope, dataScope, roleScope } from './schema'

async function assertLiveMenu(tx: Tx, menuId: string): Promise<void> {
  if ((await liveMenusAmong(tx, [menuId])).length === 0) throw badRequest('scopeMenuUnknown')
}

const list = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/** A removed scope is no longer granted to anyone. */
const ungrant = (category: ScopeCategory) => async (tx: Tx, rows: Record<string, unknown>[]) => {
  const ids = rows.map((r) => r.id as string)
  await tx
    .delete(roleScope)
    .where(and(eq(roleScope.scopeCategory, category), inArray(roleScope.scopeId, ids)))
}

/**
 * A data scope names a resource that declares a scope; a custom scope compares one of its columns with
 * a value list; the department kinds need the resource's department column; hidden columns list the
 * columns (any screen's resource).
 */
function dataScopeRules(scopes: RoleDataScopes): WriteRules {
  return {
    async beforeSave(tx, row) {
      await assertLiveMenu(tx, row.menuId as string)
      const type = row.scopeType as number
      const code = row.resourceCode as string
      if (type === DATA_SCOPE_TYPE.hiddenColumns) {
        if (list(row.scopeValue).length === 0) throw badRequest('dataScopeValueRequired')
        return
      }
      const def = scopes.resourceOf(code)
      if (!def) throw badRequest('dataScopeResourceUnknown', { resource: code })
      if (type === DATA_SCOPE_TYPE.custom) {
        const col = row.scopeColumn as string | null
        if (!col || !isScopeColumn(def, col))
          throw badRequest('dataScopeColumnInvalid', { column: col ?? '' })
        if (list(row.scopeValue).length === 0) throw badRequest('dataScopeValueRequired')
      }
      if (
        (type === DATA_SCOPE_TYPE.ownDept || type === DATA_SCOPE_TYPE.deptAndBelow) &&
        !def.scope?.deptColumn
      ) {
        throw badRequest('dataScopeNeedsDept', { resource: code })
      }
    },
    beforeRemove: ungrant(SCOPE_CATEGORY.data),
  }
}

/** An API scope's codes are permissions the moment it is granted: a change drops the cached codes. */
const apiScopeRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    await assertLiveMenu(tx, row.menuId as string)
    if (actor.session) announceGrantsChanged(tx, actor.session.tenantId)
  },
  async beforeRemove(tx, rows, actor) {
    await ungrant(SCOPE_CATEGORY.api)(tx, rows)
    if (actor.session) announceGrantsChanged(tx, actor.session.tenantId)
  },
}

/** spec §6 data-scope and API-scope screens: `/api/blade-system/data-scope/…` and `/api-scope/…`. */
export default async function scopeRoutes(app: FastifyInstance) {
  await app.register(
    resourceRoutes(dataScopeResource, dataScope as unknown as ResourceTable, dataScopeRules(app.dataScopes)),
  )
  await app.register(resourceRoutes(apiScopeResource, apiScope as unknown as ResourceTable, apiScopeRules))
}
