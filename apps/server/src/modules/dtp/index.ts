// The module's public entry: what other modules may use (its services and types, never its tables).
export { checkSaleLine } from './sale'
export type { SaleLine } from './sale'
export { dtpModule } from './module'
