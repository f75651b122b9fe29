import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { placeInDept } from '../user'
import { ancestorsUnder } from './dept-tree'
import { dept, post, userPost } from './schema'

export interface DeptSeed {
  name: string
  /** 1 company, 2 region, 3 store */
  category: number
  children?: DeptSeed[]
}

export interface PostSeed {
  code: string
  name: string
  category: number
}

/** Where a seeded account works: its department (by name) and posts (by code). */
export interface Placement {
  account: string
  dept: string
  posts: string[]
}

/** Creates a department tree (inside the tenant's transaction); returns the ids by department name. */
export async function seedDepartments(
  tx: Tx,
  ids: IdGenerator,
  root: DeptSeed,
): Promise<Map<string, string>> {
  const byName = new Map<string, string>()
  const add = async (node: DeptSeed, parent: { id: string; ancestors: string } | null, sort: number) => {
    const row = { id: ids.next(), ancestors: ancestorsUnder(parent) }
    byName.set(node.name, row.id)
    await tx.insert(dept).values({
      ...row,
      parentId: parent?.id ?? '0',
      deptName: node.name,
      fullName: node.name,
      deptCategory: node.category,
      sort,
    })
    for (const [i, child] of (node.children ?? []).entries()) await add(child, row, i)
  }
  await add(root, null, 0)
  return byName
}

export async function seedPosts(tx: Tx, ids: IdGenerator, posts: PostSeed[]): Promise<Map<string, string>> {
  const byCode = new Map<string, string>()
  for (const [sort, p] of posts.entries()) {
    const id = ids.next()
    byCode.set(p.code, id)
    await tx.insert(post).values({ id, postCode: p.code, postName: p.name, category: p.category, sort })
  }
  return byCode
}

export async function placeUsers(
  tx: Tx,
  tenantId: string,
  depts: Map<string, string>,
  posts: Map<string, string>,
  placements: Placement[],
): Promise<void> {
  for (const p of placements) {
    const userId = await placeInDept(tx, tenantId, p.account, depts.get(p.dept)!)
    if (!userId || p.posts.length === 0) continue
    await tx.insert(userPost).values(p.posts.map((code) => ({ userId, postId: posts.get(code)! })))
  }
}

/** The demo chains' organisation: head office → regions → stores (contract.md "Demo data"). */
export function demoDepartments(headOffice: string): DeptSeed {
  return {
    name: headOffice,
    category: 1,
    children: [
      {
        name: '华东大区',
        category: 2,
        children: [
          { name: '上海徐汇店', category: 3 },
          { name: '杭州西湖店', category: 3 },
        ],
      },
      {
        name: '华南大区',
        category: 2,
        children: [
          { name: '广州天河店', category: 3 },
          { name: '深圳南山店', category: 3 },
        ],
      },
    ],
  }
}

export const DEMO_POSTS: PostSeed[] = [
  { code: 'hq_staff', name: '总部职员', category: 1 },
  { code: 'region_manager', name: '区域经理', category: 2 },
  { code: 'store_manager', name: '店长', category: 3 },
  { code: 'clerk', name: '店员', category: 4 },
]

/** The head offices of the demo chains; every other seeded tenant gets one root department. */
const DEMO_HEAD_OFFICES: Record<string, string> = { '100001': '康安大药房总部', '100002': '优选零售总部' }

/**
 * Seeds a tenant's organisation (inside its transaction). A demo chain gets head office → regions →
 * stores and posts, its administrator at the head office and its clerk (where there is one) in the
 * first store; another tenant gets a root department named after it, with its administrator there.
 */
export async function seedOrganisation(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  tenantFullName: string,
  catalogue: string = tenantId,
): Promise<void> {
  const headOffice = DEMO_HEAD_OFFICES[catalogue]
  if (!headOffice) {
    const depts = await seedDepartments(tx, ids, { name: tenantFullName, category: 1 })
    await placeUsers(tx, tenantId, depts, new Map(), [{ account: 'admin', dept: tenantFullName, posts: [] }])
    return
  }
  const depts = await seedDepartments(tx, ids, demoDepartments(headOffice))
  const posts = await seedPosts(tx, ids, DEMO_POSTS)
  await placeUsers(tx, tenantId, depts, posts, [
    { account: 'admin', dept: headOffice, posts: ['hq_staff'] },
    { account: 'clerk', dept: '上海徐汇店', posts: ['clerk'] },
  ])
}
