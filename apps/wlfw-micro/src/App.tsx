import { defineSubApp } from '@store/micro'
import { messages } from './messages'
import { routes } from './routes'

export default defineSubApp({ name: 'wlfw-micro', routes, messages })
