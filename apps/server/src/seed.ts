import { count, sql } from 'drizzle-orm'
import { MEMBER_DETAIL_TAB_CODES } from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import { asTenant, type Database, type Tx } from './core/db/database'
import type { IdGenerator } from './core/ids'
import type { DemoRole, DemoSeeded, DemoTenant } from './core/module'
import { APPLICATIONS, MODULES } from './module-list'
import { seedClient } from './modules/auth/seed'
import { registerReleases, seedMicroApps } from './modules/micro'
import { menu } from './modules/menu/schema'
import { tenant } from './modules/tenant/schema'
import { seedMenus } from './modules/menu'
import { ADMIN_ROLE } from './modules/access'
import { seedTenant } from './modules/tenant'

/** contract.md "Demo data": who can sign in on a fresh embedded database. */
export const DEMO = {
  client: { id: 'storedesk', secret: 'storedesk_secret' },
  tenants: [
    {
      tenantId: '000000',
      tenantFullName: 'Storedesk 平台',
      users: [{ account: 'admin', password: 'Admin@12345', realName: '平台管理员', role: ADMIN_ROLE.alias }],
    },
    {
      tenantId: '100001',
      tenantFullName: '康安大药房连锁（演示）',
      users: [
        { account: 'admin', password: 'Admin@12345', realName: '租户管理员', role: ADMIN_ROLE.alias },
        { account: 'clerk', password: 'Clerk@12345', realName: '门店店员', role: 'clerk' },
      ],
    },
    {
      tenantId: '100002',
      tenantFullName: '优选零售连锁（演示）',
      users: [{ account: 'admin', password: 'Admin@12345', realName: '租户管理员', role: ADMIN_ROLE.alias }],
    },
  ],
} as const

/** The master data a clerk looks up at the counter: goods and what they refer to, and the shops. */
const MASTER_DATA_VIEWS = [
  'goods',
  'retail_shop',
  'goods_brand',
  'dosage_form',
  'goods_factory',
  'goods_class',
  'tax_rate',
  'goods_unit',
  'extend_standard',
].map((p) => `${p}_view`)

/** What a member's detail names by id: its grade, shop assistant and tags. */
const MEMBER_LOOKUP_VIEWS = ['member_grade_view', 'guide_view', 'member_tag_view']

/**
 * Store clerk: members (with the member detail's tabs), orders, display plans and master data
 * read-only, no system administration.
 */
const CLERK_ROLE: DemoRole = {
  alias: 'clerk',
  name: '门店店员',
  codes: [
    'member_view',
    'order_view',
    'demo_view',
    ...MEMBER_DETAIL_TAB_CODES,
    ...MASTER_DATA_VIEWS,
    ...MEMBER_LOOKUP_VIEWS,
  ],
}

/**
 * The platform's catalogue every deployment needs, production too: the areas' applications and menus
 * with their buttons (an area added since the last start gets its own), and the modules' platform data
 * (product version…) once, when there was no menu yet; the sub-app catalogue, once, when it is empty;
 * then the sub-app builds found in the apps folder and not yet registered.
 */
export async function seedPlatform(
  db: Database,
  ids: IdGenerator,
  log: FastifyBaseLogger,
  appsDir?: string,
): Promise<boolean> {
  const { seeded, added } = await db.withSystem(async (tx) => {
    await tx.execute(sql`LOCK TABLE sys_menu IN EXCLUSIVE MODE`)
    const [row] = await tx.select({ n: count() }).from(menu)
    const empty = Number(row?.n) === 0
    const added = await seedMenus(tx, ids, APPLICATIONS)
    if (empty) for (const m of MODULES) await m.seedPlatform?.({ tx, ids })
    return { seeded: empty, added }
  })
  if (seeded) log.info('seeded the platform catalogue (applications, menus, version)')
  else if (added.length) log.info({ areas: added }, 'added the menus of new areas')
  if (await db.withSystem((tx) => seedMicroApps(tx, ids, APPLICATIONS)))
    log.info('seeded the sub-app catalogue')
  if (appsDir) await registerReleases(db, ids, appsDir, log)
  return seeded
}

/** Members per demo tenant unless the configuration says otherwise (`STOREDESK_DEMO_MEMBERS`). */
const DEMO_MEMBER_COUNT = 5000

/**
 * Seeds one demo tenant inside the seeding transaction. `catalogue` names the demo tenant whose data
 * (roles, organisation, plans, shops, goods, members) it gets: its own by default; the isolation tests
 * give tenants of their own a demo tenant's data. `members`: how many members (with their history).
 */
export async function seedDemoTenant(
  tx: Tx,
  ids: IdGenerator,
  t: DemoTenant,
  catalogue: string = t.tenantId,
  members = DEMO_MEMBER_COUNT,
): Promise<void> {
  await seedTenant(tx, { tenantId: t.tenantId, tenantFullName: t.tenantFullName })
  // the rest as a request of the tenant would run: no seeding step can read or write another's rows
  await asTenant(tx, t.tenantId, async () => {
    const roles = catalogue === '100001' ? [ADMIN_ROLE, CLERK_ROLE] : [ADMIN_ROLE]
    const seeding = { tx, ids, tenant: t, catalogue, members, roles, seeded: {} as DemoSeeded }
    for (const m of MODULES) Object.assign(seeding.seeded, await m.seedDemoTenant?.(seeding))
  })
  // A bulk load leaves the planner without statistics (PGlite has no autovacuum to gather them), and
  // only the owner may gather them: so here, back in the seeding transaction's own role.
  await tx.execute(sql`ANALYZE insider_member`)
}

/**
 * Seeds the demo tenants, once, on an empty database only: a database that has any tenant is left
 * alone, so a restart (or a second node) never seeds twice. Production never calls this.
 */
export async function seedDemo(
  db: Database,
  ids: IdGenerator,
  log: FastifyBaseLogger,
  members = DEMO_MEMBER_COUNT,
): Promise<boolean> {
  // One transaction: a crash half-way leaves an empty database that seeds again on the next start.
  const seeded = await db.withSystem(async (tx) => {
    await tx.execute(sql`LOCK TABLE sys_tenant IN EXCLUSIVE MODE`)
    const [row] = await tx.select({ n: count() }).from(tenant)
    if (Number(row?.n) > 0) return false
    await seedClient(tx, DEMO.client.id, DEMO.client.secret)
    for (const t of DEMO.tenants) await seedDemoTenant(tx, ids, t, t.tenantId, members)
    return true
  })
  if (!seeded) return false
  log.info({ tenants: DEMO.tenants.map((t) => t.tenantId) }, 'seeded the demo tenants')
  return true
}
