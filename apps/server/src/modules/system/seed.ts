import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { ADMINISTRATOR } from './permission-source'
import { dict, role, rolePermission, tenant } from './schema'

export interface TenantSeed {
  tenantId: string
  tenantFullName: string
  domain?: string
}

export async function seedTenant(tx: Tx, t: TenantSeed): Promise<void> {
  await tx.insert(tenant).values(t).onConflictDoNothing()
}

export interface RoleSeed {
  alias: string
  name: string
  codes?: string[]
}

/** Creates the roles of a tenant (inside its transaction); returns their ids by alias. */
export async function seedRoles(tx: Tx, ids: IdGenerator, roles: RoleSeed[]): Promise<Map<string, string>> {
  const byAlias = new Map<string, string>()
  for (const [sort, r] of roles.entries()) {
    const id = ids.next()
    byAlias.set(r.alias, id)
    await tx.insert(role).values({ id, roleName: r.name, roleAlias: r.alias, sort })
    if (r.codes?.length) await tx.insert(rolePermission).values(r.codes.map((code) => ({ roleId: id, code })))
  }
  return byAlias
}

export const ADMIN_ROLE: RoleSeed = { alias: ADMINISTRATOR, name: '管理员' }

/** The dictionaries every tenant starts with; the rest of spec §3's arrive with the access-control module. */
const BASE_DICTS: { code: string; name: string; items: [string, string][] }[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    items: [
      ['0', '否'],
      ['1', '是'],
    ],
  },
]

export async function seedDictionaries(tx: Tx, ids: IdGenerator): Promise<void> {
  for (const [sort, d] of BASE_DICTS.entries()) {
    const parentId = ids.next()
    await tx.insert(dict).values({ id: parentId, code: d.code, dictKey: '-1', dictValue: d.name, sort })
    await tx.insert(dict).values(
      d.items.map(([key, value], i) => ({
        id: ids.next(),
        parentId,
        code: d.code,
        dictKey: key,
        dictValue: value,
        sort: i,
      })),
    )
  }
}
