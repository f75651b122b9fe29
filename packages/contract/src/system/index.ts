export * from './dictionaries'
export * from './grants'
export * from './settings'
export * from './tenants'
