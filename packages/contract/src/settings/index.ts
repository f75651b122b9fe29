export * from './version'
export * from './tenant-apps'
export * from './personalize'
export * from './lookups'
