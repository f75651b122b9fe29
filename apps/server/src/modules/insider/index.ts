// The module's public entry: what other modules may use (its services and types, never its tables).
export { demoGrowthFloor } from './demo-members'
export { insiderModule } from './module'
export { ledgerMembers } from './grade-follows-growth'
export { memberExists } from './service'
export { memberNames, memberPhones } from './service'
export { countMembers, liveMemberIds, memberIdsMatching, memberProfile } from './service'
