import { defineModule } from '../../core/module'
import { demoGrowthFloor, ledgerMembers } from '../insider'
import ledgerRoutes from './routes'
import { seedDemoLedgers, seedGrowthFloors } from './seed'

/** Member ledgers: points, growth value, coins and wallet. */
export const ledgerModule = defineModule({
  name: 'ledger',
  dependsOn: ['insider'],
  routes: (app) => app.register(ledgerRoutes, { members: ledgerMembers(app.ids) }),
  seedDemoTenant: async ({ tx, ids, seeded }) => {
    if (!seeded.members) return
    await seedDemoLedgers(tx, ids, seeded.members)
    // a member's grade follows its growth value: each demo member has the growth its grade needs
    await seedGrowthFloors(tx, ids, seeded.members, demoGrowthFloor)
  },
})
