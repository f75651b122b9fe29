import { defineModule } from '../../core/module'
import { baseExpandMicroApplication } from './menus'
import { masterRemovalGuardsPlugin } from './removal-guards'
import basicdataRoutes from './routes'
import { seedBasicdata, type BasicdataIds } from './seed'

declare module '../../core/module' {
  interface DemoSeeded {
    /** the demo tenant's shops and master data */
    basicdata: BasicdataIds
  }
}

/** Master data: shops, brands, dosage forms, factories, classes, tax rates and units. */
export const basicdataModule = defineModule({
  name: 'basicdata',
  routes: async (app) => {
    // before goods' routes, which guard the masters their goods use
    await app.register(masterRemovalGuardsPlugin)
    await app.register(basicdataRoutes)
  },
  applications: [baseExpandMicroApplication],
  seedDemoTenant: async ({ tx, ids, catalogue }) => ({ basicdata: await seedBasicdata(tx, ids, catalogue) }),
})
