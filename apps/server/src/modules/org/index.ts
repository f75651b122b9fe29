// The module's public entry: what other modules may use (its services and types, never its tables).
export { deptExists, deptNames, inDeptsOrBelow } from './dept-lookup'
export { DeptService } from './dept-service'
export { usersPerDept } from './dept-stats'
export { lockDeptTree } from './dept-tree'
export { seedDepartments } from './seed'
export { orgModule } from './module'
export { deptChain, deptIdByName, givePosts, usersWithPosts } from './directory'
export { livePostIds, postsOfUsers, replaceUserPosts } from './user-posts'
