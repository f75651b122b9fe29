import { defineSubApp } from '@store/micro'
import { messages } from './messages'
import { routes } from './routes'

/** Chat-BI, mounted by the host through qiankun under /child-chatbi. */
export default defineSubApp({ name: 'child-chatbi', routes, messages })
