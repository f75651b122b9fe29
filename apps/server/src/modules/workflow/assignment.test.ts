import { administrators, resolveAssignees, type Directory } from './assignment'

/**
 * An organisation: head office 1 (leader 10) → region 2 (leader 20) → store 3 (leader 30, clerk 31).
 * Roles: hr → 40, administrator → 10. Post finance → 50.
 */
const dir: Directory = {
  usersWithRoles: async (v) => v.flatMap((r) => (r === 'hr' ? ['40'] : r === 'administrator' ? ['10'] : [])),
  usersInDepts: async (ids) =>
    ids.flatMap((d) => ({ '1': ['10', '40', '50'], '2': ['20'], '3': ['30', '31'] })[d] ?? []),
  deptChain: async (id) => ({ '1': ['1'], '2': ['2', '1'], '3': ['3', '2', '1'] })[id] ?? [],
  leaders: async () => ['10', '20', '30'],
  usersWithPosts: async (v) => (v.includes('finance') ? ['50'] : []),
  liveUsers: async (ids) => ids.filter((i) => ['10', '20', '30', '31', '40', '50'].includes(i)),
  deptOf: async (id) => ({ '31': '3', '30': '3', '20': '2' })[id] ?? null,
}
const clerk = {
  starterId: '31',
  starterDeptId: '3',
  formData: { reviewer: '20', days: 5, approvers: ['30', '99'] },
}

describe('assignment resolution', () => {
  test.each([
    [{ type: 'role', values: ['hr'] }, ['40']],
    [{ type: 'dept', values: ['3'] }, ['30', '31']],
    [{ type: 'deptLeader', values: ['3'], level: 2 }, ['20']],
    [{ type: 'post', values: ['finance'] }, ['50']],
    [{ type: 'user', values: ['20', '99'] }, ['20']],
    [{ type: 'starter' }, ['31']],
    [{ type: 'starterLeader', level: 1 }, ['30']],
    [{ type: 'starterLeader', level: 3 }, ['10']],
    [{ type: 'starterLeader', level: 4 }, []],
    [{ type: 'formField', values: ['reviewer'] }, ['20']],
    [{ type: 'formField', values: ['approvers'] }, ['30']],
    [{ type: 'expression', values: ['reviewer'] }, ['20']],
  ] as const)('%j goes to %j', async (assign, expected) => {
    expect(await resolveAssignees(dir, assign as never, clerk)).toEqual(expected)
  })

  test('nobody matching answers empty: the node’s policy decides, administrators are the fallback', async () => {
    expect(await resolveAssignees(dir, { type: 'role', values: ['nobody'] }, clerk)).toEqual([])
    expect(await administrators(dir)).toEqual(['10'])
  })
})
