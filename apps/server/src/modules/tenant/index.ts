// The module's public entry: what other modules may use (its services and types, never its tables).
export type { NewTenant } from './lifecycle'
export { loginTenantOf, socialLoginSwitches } from './login-tenant'
export { tenantModule } from './module'
export { seedTenant } from './seed'
export type { TenantDirectory } from './tenant-directory'
export { allTenantIds, listLiveTenants, liveTenantsAmong, pageOfLiveTenants } from './tenant-lists'
export { accountLimitOf, liveTenant, zoneAndExpiryOf } from './tenant-records'
export type { TenantRow } from './tenant-records'
