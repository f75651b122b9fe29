// The module's public entry: what other modules may use (its services and types, never its tables).
export { lockPhone, phoneProblem, validPhone } from './phone'
export { consumeResetTicket } from './reset-tickets'
export { publicTenant } from './tenant'
export { smsModule } from './module'
