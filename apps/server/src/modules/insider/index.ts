// The module's public entry: what other modules may use (its services and types, never its tables).
export { demoGrowthFloor, demoGuideIndex } from './demo-members'
export { countMembers, membersWithTag, reassignGuide } from './service'
export { insiderModule } from './module'
export { ledgerMembers } from './grade-follows-growth'
