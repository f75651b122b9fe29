import { SRM_PURCHASE_PROCESS } from '@store/contract'
import { defineModule } from '../../core/module'
import { onProcessEnd } from '../workflow'
import { onApprovalEnd } from './approval'
import { srmApplication } from './menus'
import srmRoutes from './routes'
import { seedSrm } from './seed'

/** The supplier collaboration (SRM) area's server (docs/srm.md): suppliers, purchase orders, the three-way match. */
export const srmModule = defineModule({
  name: 'srm',
  dependsOn: ['goods', 'wms', 'workflow', 'user', 'access'],
  routes: async (app) => {
    const stop = onProcessEnd(SRM_PURCHASE_PROCESS, onApprovalEnd)
    app.addHook('onClose', async () => stop())
    await app.register(srmRoutes)
  },
  applications: [srmApplication],
  seedDemoTenant: ({ tx, ids, tenant, seeded }) =>
    seedSrm({ tx, ids, tenantId: tenant.tenantId }, seeded.goods),
})
