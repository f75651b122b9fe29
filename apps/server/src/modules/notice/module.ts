import { defineModule } from '../../core/module'
import noticeRoutes from './routes'
import { seedNotices } from './seed'

/** Notices and their read marks (spec §8). */
export const noticeModule = defineModule({
  name: 'notice',
  routes: (app) => app.register(noticeRoutes),
  seedDemoTenant: ({ tx, ids }) => seedNotices(tx, ids),
})
