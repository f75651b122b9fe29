// The module's public entry: what other modules may use (its services and types, never its tables).
export { inDeptsOrBelow } from './dept-lookup'
export { usersPerDept } from './dept-stats'
export { orgModule } from './module'
export { deptChain, deptIdByName, givePosts, usersWithPosts } from './directory'
