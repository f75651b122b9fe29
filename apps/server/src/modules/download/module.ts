import { defineModule } from '../../core/module'
import { downloadPlugin } from './routes'

/** The download centre and its export jobs. */
export const downloadModule = defineModule({
  name: 'download',
  routes: (app) => app.register(downloadPlugin),
})
