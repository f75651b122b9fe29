import type { Tx } from '../../core/db/database'
import { deptChain, usersWithPosts } from '../org'
import { ADMINISTRATOR, roleIdsOf } from '../access'
import { userBriefs, usersInDepts, usersWithRoles } from '../user'
import { evaluateExpression } from './expression'
import type { Assignment } from './types'

/** The organisation as assignment sees it: the org, user and system modules' services. */
export interface Directory {
  usersWithRoles(idsOrAliases: readonly string[]): Promise<string[]>
  usersInDepts(deptIds: readonly string[]): Promise<string[]>
  /** a department and those above it, nearest first */
  deptChain(deptId: string): Promise<string[]>
  /** users holding a leading post */
  leaders(): Promise<string[]>
  usersWithPosts(idsOrCodes: readonly string[]): Promise<string[]>
  /** which of the ids are live users */
  liveUsers(ids: readonly string[]): Promise<string[]>
  deptOf(userId: string): Promise<string | null>
}

export function directoryOf(tx: Tx): Directory {
  return {
    usersWithRoles: async (values) => usersWithRoles(tx, await roleIdsOf(tx, values)),
    usersInDepts: (ids) => usersInDepts(tx, ids),
    deptChain: (id) => deptChain(tx, id),
    leaders: () => usersWithPosts(tx, { leadersOnly: true }),
    usersWithPosts: (values) => usersWithPosts(tx, { idsOrCodes: values }),
    liveUsers: async (ids) => (await userBriefs(tx, ids)).map((u) => u.id),
    deptOf: async (id) => (await userBriefs(tx, [id]))[0]?.deptId ?? null,
  }
}

export interface AssignContext {
  starterId: string
  starterDeptId: string | null
  formData: Record<string, unknown>
}

const unique = (ids: string[]) => [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
const ID = /^[0-9]{1,19}$/

/** The leaders of the department `level` levels up from `deptId` (1: its own leaders). */
async function leadersOf(dir: Directory, deptId: string | null, level: number): Promise<string[]> {
  if (!deptId) return []
  const chain = await dir.deptChain(deptId)
  const target = chain[level - 1]
  if (!target) return []
  const [members, leaders] = await Promise.all([dir.usersInDepts([target]), dir.leaders()])
  const isLeader = new Set(leaders)
  return members.filter((m) => isLeader.has(m))
}

/**
 * The users a node's tasks go to, in id order (empty when nobody matches: the node's policy decides).
 * - role: role ids or aliases; dept: department ids (members placed directly there); post: post ids or codes
 * - deptLeader: leaders of the given departments, `level` up; starterLeader: of the starter's department
 * - user: user ids; starter; formField: the user id(s) in that form field
 * - expression: evaluated over the form (and `starterId`), answering user id(s)
 */
export async function resolveAssignees(
  dir: Directory,
  assign: Assignment,
  ctx: AssignContext,
): Promise<string[]> {
  const values = assign.values ?? []
  const level = assign.level ?? 1
  const asIds = (v: unknown): string[] =>
    (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [String(v)] : [])
      .map((x) => String(x).trim())
      .filter((x) => ID.test(x))
  switch (assign.type) {
    case 'role':
      return unique(await dir.usersWithRoles(values))
    case 'dept':
      return unique(await dir.usersInDepts(values.filter((v) => ID.test(v))))
    case 'post':
      return unique(await dir.usersWithPosts(values))
    case 'deptLeader': {
      const all = await Promise.all(values.map((d) => leadersOf(dir, d, level)))
      return unique(all.flat())
    }
    case 'starterLeader':
      return unique(await leadersOf(dir, ctx.starterDeptId ?? (await dir.deptOf(ctx.starterId)), level))
    case 'user':
      return unique(await dir.liveUsers(values.filter((v) => ID.test(v))))
    case 'starter':
      return [ctx.starterId]
    case 'formField':
      return unique(await dir.liveUsers(values.flatMap((f) => asIds(ctx.formData[f]))))
    case 'expression': {
      const found = values.flatMap((e) =>
        asIds(evaluateExpression(e, { ...ctx.formData, starterId: ctx.starterId })),
      )
      return unique(await dir.liveUsers(found))
    }
    default:
      return []
  }
}

/** The tenant's administrators: where a node whose assignment finds nobody goes under policy `admin`. */
export const administrators = (dir: Directory) => dir.usersWithRoles([ADMINISTRATOR])
