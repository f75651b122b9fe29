// The module's public entry: what other modules may use (its services and types, never its tables).
export { apiCallsByStatus, mostUsedMenus, operationsPerMenu } from './usage-stats'
export { logModule } from './module'
export { recordWebErrors } from './web-log'
