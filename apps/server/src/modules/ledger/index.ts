// The module's public entry: what other modules may use (its services and types, never its tables).
export type { LedgerMembers } from './routes'
export { ledgerModule } from './module'
export { earnPoints, memberBalance, spendPoints } from './service'
export type { LedgerContext } from './service'
