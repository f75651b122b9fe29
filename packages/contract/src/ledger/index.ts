export * from './ledger'
export * from './endpoints'
