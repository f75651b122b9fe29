import type { UserOrganisation } from '../user'
import { deptExists, deptNames, inDeptsOrBelow } from './dept-lookup'
import { lockDeptTree } from './dept-tree'
import { seedDepartments } from './seed'
import { livePostIds, postsOfUsers, replaceUserPosts } from './user-posts'

/** The departments and posts the user administration checks, shows and keeps. */
export const userOrganisation: UserOrganisation = {
  async holdDept(tx, deptId) {
    await lockDeptTree(tx, 'shared')
    return deptExists(tx, deptId)
  },
  deptNames,
  inDeptsOrBelow,
  livePostIds,
  postsOfUsers,
  replaceUserPosts,
  async startDepartments(tx, ids, tenantFullName) {
    const depts = await seedDepartments(tx, ids, { name: tenantFullName, category: 1 })
    return depts.get(tenantFullName)!
  },
}
