import { defineModule } from '../../core/module'
import { insertDictionaries } from './dict-seed'
import { dictionariesPlugin } from './dictionaries'
import { dictRoutes } from './routes'

/** The tenant's dictionaries: the values of every coded field, with their labels and colours. */
export const dictModule = defineModule({
  name: 'dict',
  // every new tenant starts with the base dictionaries
  dependsOn: ['tenant'],
  foundation: (app) => app.register(dictionariesPlugin),
  routes: async (app) => {
    app.tenantLifecycle.onStart(({ tx, ids }) => insertDictionaries(tx, ids))
    await app.register(dictRoutes)
  },
  seedDemoTenant: async ({ tx, ids }) => {
    await insertDictionaries(tx, ids)
  },
})
