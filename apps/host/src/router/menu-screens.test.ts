import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { MENU_CATEGORY } from '@store/contract'
import type { AppSeed, MenuSeed } from '../../../server/src/core/menus'
import { adminScreenOf } from '../admin/routes'
import { shellRouteOf } from './shell-routes'

const MODULES = join(__dirname, '../../../server/src/modules')
const isApplication = (value: unknown): value is AppSeed =>
  typeof value === 'object' && value !== null && 'menus' in value && 'names' in value

/** Every area the server seeds: each module's menus.ts, the platform's own and the planned ones. */
async function seededApplications(): Promise<AppSeed[]> {
  const files = [
    ...readdirSync(MODULES)
      .map((m) => join(MODULES, m, 'menus.ts'))
      .filter(existsSync),
    join(MODULES, 'menu/menu-seed-data.ts'),
    join(MODULES, 'menu/planned-areas.ts'),
  ]
  const modules = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>))
  return modules.flatMap((exported) =>
    Object.values(exported).flatMap((value) =>
      Array.isArray(value) ? value.filter(isApplication) : isApplication(value) ? [value] : [],
    ),
  )
}

const ROUTES: number[] = [MENU_CATEGORY.route, MENU_CATEGORY.hiddenRoute]
const screens = (seeds: readonly MenuSeed[]): MenuSeed[] =>
  seeds.flatMap((s) => [...(ROUTES.includes(s.category) && s.path ? [s] : []), ...screens(s.children ?? [])])

describe('the seeded menus’ available flag against the host’s screens', () => {
  it('§3 a menu the host shows is available exactly when its screen is built', async () => {
    const applications = await seededApplications()
    expect(applications.map((a) => a.code)).toEqual(expect.arrayContaining(['desk', 'system', 'log']))
    const wrong = applications.flatMap((app) =>
      screens(app.menus)
        // a sub-app's own pages are its builders' to flag; the host decides the rest
        .filter((s) => shellRouteOf(s.path!) || !app.isMicro)
        .map((s) => ({
          code: s.code,
          path: s.path,
          available: s.available ?? app.available,
          built: Boolean(shellRouteOf(s.path!)?.screen ?? adminScreenOf(s.path!)),
        }))
        .filter((s) => s.available !== s.built),
    )
    expect(wrong).toEqual([])
  })
})
