export * from './client-log'
export * from './retention'
export * from './listing'
export * from './bladex'
