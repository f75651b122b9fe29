// The module's public entry: what other modules may use (its services and types, never its tables).
export type { LedgerMembers } from './routes'
export { ledgerModule } from './module'
export type { LedgerContext } from './books'
export { earnPoints, refundPoints, spendPoints, spendPointsFromLots } from './points'
export type { SpentLot } from './points'
export { memberBalance } from './reading'
