import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { DATA_SCOPE_TYPE, SCOPE_CATEGORY, type ResourceDef } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { column, type ResourceTable } from '../../core/resource/query'
import type { Actor, DataScopeSource } from '../../core/resource/service'
import type { Session } from '../../core/tokens'
import { inDeptsOrBelow } from '../org'
import { liveRoles } from './role-grants'
import { dataScope, roleScope } from './schema'

export const DEFAULT_USER_COLUMN = 'createUser'
const NOTHING = sql`false`

/** The departments of a session: a token carries one id, or a comma list for a user in several. */
export const deptIdsOf = (session: Session) =>
  session.deptId ? session.deptId.split(',').filter(Boolean) : []

type ScopeRow = Pick<typeof dataScope.$inferSelect, 'scopeType' | 'scopeColumn' | 'scopeValue'>

/**
 * Data scopes of spec §6 (docs/access-control.md). A scoped resource's rows are narrowed when any of the
 * session's roles holds a row scope for it: the session then reads the rows that any of those scopes
 * allows, and a scope "all" lifts the narrowing. Roles without a scope for the resource do not widen
 * it. Administrators are never narrowed.
 */
export class RoleDataScopes implements DataScopeSource {
  /** scoped resources by their scope's resource code */
  private readonly resources = new Map<string, ResourceDef>()

  register(def: ResourceDef): void {
    if (def.scope) this.resources.set(def.scope.resource, def)
  }

  resourceOf(code: string): ResourceDef | undefined {
    return this.resources.get(code)
  }

  async conditionFor(tx: Tx, def: ResourceDef, table: ResourceTable, actor: Actor): Promise<SQL | undefined> {
    const session = actor.session
    if (!def.scope || !session) return undefined
    const roles = await liveRoles(tx, session.roleIds)
    if (roles.administrator || roles.ids.length === 0) return undefined
    const scopes: ScopeRow[] = await tx
      .select({
        scopeType: dataScope.scopeType,
        scopeColumn: dataScope.scopeColumn,
        scopeValue: dataScope.scopeValue,
      })
      .from(roleScope)
      .innerJoin(dataScope, and(eq(dataScope.id, roleScope.scopeId), eq(dataScope.isDeleted, 0)))
      .where(
        and(
          inArray(roleScope.roleId, roles.ids),
          eq(roleScope.scopeCategory, SCOPE_CATEGORY.data),
          eq(dataScope.resourceCode, def.scope.resource),
          ne(dataScope.scopeType, DATA_SCOPE_TYPE.hiddenColumns),
        ),
      )
    if (scopes.length === 0 || scopes.some((s) => s.scopeType === DATA_SCOPE_TYPE.all)) return undefined
    return or(...scopes.map((s) => this.rowsOf(s, def, table, session)))
  }

  private rowsOf(scope: ScopeRow, def: ResourceDef, table: ResourceTable, session: Session): SQL {
    const declared = def.scope!
    const deptIds = deptIdsOf(session)
    switch (scope.scopeType) {
      case DATA_SCOPE_TYPE.custom: {
        const values = (scope.scopeValue ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
        if (!scope.scopeColumn || !isScopeColumn(def, scope.scopeColumn) || values.length === 0)
          return NOTHING
        return inArray(column(table, scope.scopeColumn), values)
      }
      case DATA_SCOPE_TYPE.own:
        return eq(column(table, declared.userColumn ?? DEFAULT_USER_COLUMN), session.userId)
      case DATA_SCOPE_TYPE.ownDept:
        if (!declared.deptColumn || deptIds.length === 0) return NOTHING
        return inArray(column(table, declared.deptColumn), deptIds)
      case DATA_SCOPE_TYPE.deptAndBelow: {
        if (!declared.deptColumn || deptIds.length === 0) return NOTHING
        return inDeptsOrBelow(column(table, declared.deptColumn), deptIds)
      }
      default:
        return NOTHING
    }
  }
}

/** Columns a custom scope may compare: the resource's fields and who created the row. */
export function isScopeColumn(def: ResourceDef, name: string): boolean {
  return name === DEFAULT_USER_COLUMN || Object.hasOwn(def.fields, name)
}
