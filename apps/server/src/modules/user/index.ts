// The module's public entry: what other modules may use (its services and types, never its tables).
export {
  assignRoles,
  createUser,
  liveUserByAccount,
  liveUserById,
  savePassword,
  setUserPhone,
  userExists,
  userPhone,
  usersWithPhone,
} from './accounts'
export type { NewAccount, UserRow } from './accounts'
export type { AccountSecurity } from './account-security'
export type { UserOrganisation } from './organisation'
export { userModule } from './module'
export { userBriefs, userByAccount, usersInDepts, usersWithRoles } from './directory'
export type { UserBrief } from './directory'
export { lockPhone, phoneProblem, validPhone } from './phone'
export {
  deptIdOfUser,
  deptWithUsers,
  placeInDept,
  userCountsByDept,
  usersInDept,
  usersMatching,
} from './placement'
export type { PlacedUser } from './placement'
export { heldRoles } from './user-roles'
