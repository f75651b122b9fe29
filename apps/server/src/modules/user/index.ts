// The module's public entry: what other modules may use (its services and types, never its tables).
export { assignRoles, createUser, setUserPhone, userExists, usersWithPhone } from './accounts'
export type { NewAccount } from './accounts'
export { generateInitialPassword } from './initial-password'
export { userModule } from './module'
export { userBriefs, userByAccount, usersInDepts, usersWithRoles } from './directory'
export type { UserBrief } from './directory'
