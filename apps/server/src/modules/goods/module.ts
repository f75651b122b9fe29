import { defineModule } from '../../core/module'
import goodsRoutes from './routes'
import { seedGoods, type DemoGoods } from './seed'
import { guardBasicdataMasters } from './usage'

declare module '../../core/module' {
  interface DemoSeeded {
    /** the demo tenant's goods */
    goods: DemoGoods[]
  }
}

/** Goods and their master data. */
export const goodsModule = defineModule({
  name: 'goods',
  dependsOn: ['basicdata'],
  routes: async (app) => {
    guardBasicdataMasters(app.masterRemovalGuards)
    await app.register(goodsRoutes)
  },
  seedDemoTenant: async ({ tx, ids, catalogue, seeded }) => ({
    goods: await seedGoods(tx, ids, catalogue, seeded.basicdata),
  }),
})
