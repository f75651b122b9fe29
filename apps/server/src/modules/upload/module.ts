import { defineModule } from '../../core/module'
import uploadRoutes from './routes'

/** Excel imports and their history. */
export const uploadModule = defineModule({
  name: 'upload',
  dependsOn: ['download'],
  routes: (app) => app.register(uploadRoutes),
})
