// The module's public entry: what other modules may use (its services and types, never its tables).
export { consumeResetTicket } from './reset-tickets'
export { publicTenant } from './tenant'
export { smsModule } from './module'
