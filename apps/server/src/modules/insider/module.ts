import type { IdBlock } from '../../core/ids'
import { defineModule } from '../../core/module'
import { memberCenterApplication } from './menus'
import insiderRoutes from './routes'
import { seedDemoMembers, seedMemberBrands } from './seed'
import { countMembers, membersWithTag } from './service'

declare module '../../core/module' {
  interface DemoSeeded {
    /** the demo tenant's members, when its catalogue has any */
    members: IdBlock | null
  }
}

/** Members, their brands, grades and card modes (the member centre). */
export const insiderModule = defineModule({
  name: 'insider',
  dependsOn: ['basicdata', 'goods', 'crm'],
  routes: async (app) => {
    app.memberCounts.provide({ matching: countMembers, withTag: membersWithTag })
    await app.register(insiderRoutes)
  },
  applications: [memberCenterApplication],
  seedDemoTenant: async ({ tx, ids, catalogue, members, seeded }) => {
    const brandIds = await seedMemberBrands(tx, ids, catalogue)
    const shopIds = seeded.basicdata.shops
    return {
      members: await seedDemoMembers(tx, ids, catalogue, members, { brandIds, shopIds, goods: seeded.goods }),
    }
  },
})
