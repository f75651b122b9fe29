// The module's public entry: what other modules may use (its services and types, never its tables).
export { templateColumnsOf } from './excel-templates'
export { printPlansOfMenus } from './print-plans'
export { recordRoleSourceChange } from './role-source-records'
export { openedApplicationIds } from './tenant-apps'
export { paramValue } from './param-routes'
export { settingsModule } from './module'
