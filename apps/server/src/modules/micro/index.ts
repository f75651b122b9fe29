// The module's public entry: what other modules may use (its services and types, never its tables).
export { appsDirOf } from './plugin'
export { registerReleases } from './releases'
export { seedMicroApps } from './seed'
export { microModule } from './module'
