// The module's public entry: what other modules may use (its services and types, never its tables).
export type { BasicdataIds } from './seed'
export { basicdataExists } from './service'
export type { MasterRemovalGuard, MasterRemovalGuards } from './removal-guards'
export { basicdataModule } from './module'
