// The module's public entry: what other modules may use (its services and types, never its tables).
export { demoGuideIndex, insertMemberHistory, seedCrmMasters } from './seed'
export type { HistorySources } from './seed'
export { guideExists, liveTagIds, recordMemberChanges } from './service'
export type { MemberFieldChange } from './service'
export { crmModule } from './module'
