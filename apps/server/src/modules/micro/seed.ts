import { count, sql } from 'drizzle-orm'
import type { MicroComponent } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { AppSeed } from '../../core/menus'
import { microApp } from './schema'

/** Sub-apps that bring their own runtime and mount through qiankun; the others are federated. */
const QIANKUN_APPS: ReadonlySet<string> = new Set(['child-chatbi'])

/**
 * The sub-app catalogue of spec §2: one app per micro-area of the seeded applications, named as its
 * menus' `microName`, at the area's base route. Seeded once, when the catalogue is empty (production
 * too); a removed app stays removed.
 */
export async function seedMicroApps(
  tx: Tx,
  ids: IdGenerator,
  applications: readonly AppSeed[],
): Promise<boolean> {
  await tx.execute(sql`LOCK TABLE micro_app IN EXCLUSIVE MODE`)
  const [row] = await tx.select({ n: count() }).from(microApp)
  if (Number(row?.n) > 0) return false
  const areas = applications.filter((a) => a.isMicro && a.microName)
  await tx.insert(microApp).values(
    areas.map((a, sort) => ({
      id: ids.next(),
      name: a.microName!,
      baseroute: a.path,
      component: (QIANKUN_APPS.has(a.microName!) ? 'qiankun' : 'federation') satisfies MicroComponent,
      sort,
    })),
  )
  return true
}
