import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { dept } from './schema'
import { orgCalls } from './test-helpers'

const BASE = '/api/blade-system/dept'

interface Node {
  id: string
  label: string
  type: string
  count: number
  leaf: boolean
  children: Node[]
}

/** spec §3 Tree node, §4 Tree, §5 Tree search; §7 System "dept". */
describe(`departments (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  let clerkRole: string

  const submit = (payload: object, token = admin, lang = 'zh_CN') =>
    calls.post(token, `${BASE}/submit?lang=${lang}`, payload)
  const create = async (deptName: string, parentId = '0') => {
    const res = await submit({ deptName, parentId })
    expect(res.statusCode).toBe(200)
    return res.json().data as { id: string; ancestors: string; parentId: string; fullName: string }
  }
  const addUser = async (realName: string, deptId: string | null) => {
    const res = await calls.post(admin, '/api/blade-user/submit', {
      account: calls.name(realName),
      realName,
      phone: calls.phone(),
      deptId,
      roleIds: [clerkRole],
    })
    expect(res.statusCode).toBe(200)
    return res.json().data as { id: string }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerkRole = await calls.roleId('100001', 'clerk')
  })
  afterAll(() => app.close())

  it('submit keeps ancestors from the root down; detail names the parent; full name defaults to the name', async () => {
    const root = await create(calls.name('总部'))
    const region = await create(calls.name('大区'), root.id)
    const store = await create(calls.name('门店'), region.id)
    expect(root.ancestors).toBe('0')
    expect(region.ancestors).toBe(`0,${root.id}`)
    expect(store.ancestors).toBe(`0,${root.id},${region.id}`)
    expect(store.fullName).toBe(calls.name('门店'))
    const detail = (await calls.get(admin, `${BASE}/detail?id=${store.id}`)).json().data
    expect(detail).toMatchObject({ id: store.id, parentId: region.id, parentName: calls.name('大区') })
    const top = (await calls.get(admin, `${BASE}/detail?id=${root.id}`)).json().data
    expect(top.parentName).toBe('')
  })

  it('moving a department rewrites the ancestors of everything below it', async () => {
    const a = await create(calls.name('move-a'))
    const b = await create(calls.name('move-b'))
    const child = await create(calls.name('move-child'), a.id)
    const grandchild = await create(calls.name('move-grandchild'), child.id)
    const moved = await submit({ id: child.id, deptName: calls.name('move-child'), parentId: b.id })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data.ancestors).toBe(`0,${b.id}`)
    const [row] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(dept).where(eq(dept.id, grandchild.id)),
    )
    expect(row!.ancestors).toBe(`0,${b.id},${child.id}`)
  })

  it('a parent inside the department’s own subtree, the department itself or an unknown parent is refused, with nothing changed', async () => {
    const top = await create(calls.name('cycle-top'))
    const mid = await create(calls.name('cycle-mid'), top.id)
    const low = await create(calls.name('cycle-low'), mid.id)
    const under = await submit({ id: top.id, deptName: calls.name('cycle-top'), parentId: low.id })
    expect(under.statusCode).toBe(400)
    expect(under.json().msg).toBe('上级部门不能是当前部门或其下级部门')
    const self = await submit(
      { id: mid.id, deptName: calls.name('cycle-mid'), parentId: mid.id },
      admin,
      'en',
    )
    expect(self.json().msg).toBe('A department cannot be moved under itself or one of its sub-departments')
    const unknown = await submit({ deptName: calls.name('orphan'), parentId: '123456789' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().msg).toBe('上级部门不存在')
    const [row] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(dept).where(eq(dept.id, top.id)),
    )
    expect(row!.parentId).toBe('0')
  })

  it('two departments of one parent cannot share a name; a missing name is refused in the caller’s language', async () => {
    const parent = await create(calls.name('siblings'))
    await create('华东', parent.id)
    const twin = await submit({ deptName: '华东', parentId: parent.id })
    expect(twin.statusCode).toBe(400)
    expect(twin.json().msg).toBe('同一上级部门下已存在名为“华东”的部门')
    const nameless = await submit({ parentId: parent.id }, admin, 'zh_HK')
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json().msg).toContain('部門名稱不能為空')
  })

  it('remove refuses a department with sub-departments or users, naming it; removes a leaf logically; removes a branch given whole', async () => {
    const parent = await create(calls.name('rm-parent'))
    const child = await create(calls.name('rm-child'), parent.id)
    const withChild = await calls.post(admin, `${BASE}/remove?ids=${parent.id}`)
    expect(withChild.statusCode).toBe(400)
    expect(withChild.json().msg).toBe(`部门“${calls.name('rm-parent')}”下存在子部门，请先删除子部门`)

    const staffed = await create(calls.name('rm-staffed'))
    await addUser('rm-user', staffed.id)
    const withUser = await calls.post(admin, `${BASE}/remove?ids=${staffed.id}&lang=en`)
    expect(withUser.statusCode).toBe(400)
    expect(withUser.json().msg).toBe(
      `Department “${calls.name('rm-staffed')}” still has users: remove them or move them to another department first`,
    )

    expect((await calls.post(admin, `${BASE}/remove?ids=${parent.id},${child.id}`)).statusCode).toBe(200)
    const rows = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select({ id: dept.id, isDeleted: dept.isDeleted }).from(dept).where(eq(dept.parentId, parent.id)),
    )
    expect(rows).toEqual([{ id: child.id, isDeleted: 1 }])
    expect((await calls.get(admin, `${BASE}/detail?id=${parent.id}`)).json().code).toBe(404)
  })

  it('lazy-list and lazy-tree answer one level, each saying whether it has children', async () => {
    const top = await create(calls.name('lazy'))
    const withKids = await create(calls.name('lazy-a'), top.id)
    await create(calls.name('lazy-b'), top.id)
    await create(calls.name('lazy-a1'), withKids.id)
    const list = (await calls.get(admin, `${BASE}/lazy-list?parentId=${top.id}`)).json().data
    expect(list.map((d: { deptName: string; hasChildren: boolean }) => [d.deptName, d.hasChildren])).toEqual([
      [calls.name('lazy-a'), true],
      [calls.name('lazy-b'), false],
    ])
    const tree = (await calls.get(admin, `${BASE}/lazy-tree?parentId=${top.id}`)).json().data
    expect(tree[0]).toMatchObject({
      id: withKids.id,
      title: calls.name('lazy-a'),
      value: withKids.id,
      hasChildren: true,
    })
  })

  it('list and tree nest every department under its parent', async () => {
    const top = await create(calls.name('nest'))
    const mid = await create(calls.name('nest-mid'), top.id)
    await create(calls.name('nest-low'), mid.id)
    const list = (await calls.get(admin, `${BASE}/list`)).json().data as {
      id: string
      children: { id: string; children: { deptName: string }[] }[]
    }[]
    const found = list.find((d) => d.id === top.id)!
    expect(found.children.map((c) => c.id)).toEqual([mid.id])
    expect(found.children[0]!.children.map((c) => c.deptName)).toEqual([calls.name('nest-low')])
    const tree = (await calls.get(admin, `${BASE}/tree`)).json().data as {
      id: string
      children: { title: string }[]
    }[]
    expect(tree.find((d) => d.id === top.id)!.children.map((c) => c.title)).toEqual([calls.name('nest-mid')])
    const filtered = (
      await calls.get(admin, `${BASE}/list?deptName=${encodeURIComponent(calls.name('nest-low'))}`)
    ).json().data
    expect(filtered.map((d: { deptName: string }) => d.deptName)).toEqual([calls.name('nest-low')])
  })

  describe('gradually_dept_user_tree', () => {
    let top: { id: string }
    let east: { id: string }
    let empty: { id: string }
    let store: { id: string }

    beforeAll(async () => {
      top = await create(calls.name('grad'))
      east = await create(calls.name('grad-east'), top.id)
      empty = await create(calls.name('grad-empty'), top.id)
      store = await create(calls.name('grad-store'), east.id)
      await addUser('grad-manager', east.id)
      await addUser('grad-clerk-1', store.id)
      await addUser('grad-clerk-2', store.id)
      await addUser('grad-head', top.id)
    })

    it('one level: child departments counting their users and below, then the users placed directly; count <= 0 is a leaf', async () => {
      const level = (await calls.get(admin, `${BASE}/gradually_dept_user_tree?parentId=${top.id}`)).json()
        .data as Node[]
      expect(level.map((n) => [n.label, n.type, n.count, n.leaf])).toEqual([
        [calls.name('grad-east'), 'dept', 3, false],
        [calls.name('grad-empty'), 'dept', 0, true],
        ['grad-head', 'user', 0, true],
      ])
      expect(level.every((n) => n.children.length === 0)).toBe(true)
      const deeper = (await calls.get(admin, `${BASE}/gradually_dept_user_tree?parentId=${store.id}`)).json()
        .data
      expect(deeper.map((n: Node) => n.label)).toEqual(['grad-clerk-1', 'grad-clerk-2'])
    })

    it('directlyNode=1 counts only the users directly in each department', async () => {
      const level = (
        await calls.get(admin, `${BASE}/gradually_dept_user_tree?parentId=${top.id}&directlyNode=1`)
      ).json().data as Node[]
      expect(level.filter((n) => n.type === 'dept').map((n) => [n.id, n.count, n.leaf])).toEqual([
        [east.id, 1, false],
        [empty.id, 0, true],
      ])
    })

    it('directlyNode other than 0 or 1 is refused', async () => {
      const res = await calls.get(admin, `${BASE}/gradually_dept_user_tree?parentId=${top.id}&directlyNode=2`)
      expect(res.statusCode).toBe(400)
    })

    it('find_tree: the trimmed keyword finds departments and users, each under the departments above it', async () => {
      const res = await calls.get(
        admin,
        `${BASE}/find_tree?keyword=${encodeURIComponent('  grad-clerk-2 ')}&current=1&size=999`,
      )
      expect(res.statusCode).toBe(200)
      const roots = res.json().data as Node[]
      expect(roots.map((n) => n.id)).toEqual([top.id])
      const path = roots[0]!.children
      expect(path.map((n) => n.id)).toEqual([east.id])
      expect(path[0]!.children.map((n) => n.id)).toEqual([store.id])
      expect(path[0]!.children[0]!.children.map((n) => [n.label, n.type])).toEqual([['grad-clerk-2', 'user']])
      expect(roots[0]!.count).toBe(4)

      const byDept = (
        await calls.get(admin, `${BASE}/find_tree?keyword=${encodeURIComponent(calls.name('grad-empty'))}`)
      ).json().data as Node[]
      expect(byDept.map((n) => n.id)).toEqual([top.id])
      expect(byDept[0]!.children.map((n) => [n.id, n.leaf])).toEqual([[empty.id, true]])
      expect((await calls.get(admin, `${BASE}/find_tree?keyword=%20%20`)).json().data).toEqual([])
    })
  })

  it('the clerk may not change departments; tenant 100002 sees none of 100001’s', async () => {
    const mine = await create(calls.name('private'))
    const refused = await submit({ deptName: calls.name('clerk-made') }, clerk)
    expect(refused.statusCode).toBe(403)
    expect((await calls.post(clerk, `${BASE}/remove?ids=${mine.id}`)).statusCode).toBe(403)
    expect((await calls.get(clerk, `${BASE}/list`)).statusCode).toBe(403)

    const theirs = JSON.stringify((await calls.get(otherAdmin, `${BASE}/list`)).json().data)
    expect(theirs).not.toContain(mine.id)
    expect(theirs).not.toContain('康安大药房总部')
    expect((await calls.get(otherAdmin, `${BASE}/detail?id=${mine.id}`)).json().code).toBe(404)
    const moved = await submit({ id: mine.id, deptName: 'taken over' }, otherAdmin)
    expect(moved.json().code).toBe(404)
    const gradual = JSON.stringify(
      (await calls.get(otherAdmin, `${BASE}/find_tree?keyword=${calls.run}`)).json().data,
    )
    expect(gradual).toBe('[]')
  })

  it('the seeded demo chains have head office → regions → stores, with the clerk in a store', async () => {
    const tree = (await calls.get(admin, `${BASE}/tree`)).json().data as {
      title: string
      children: { title: string; children: { title: string }[] }[]
    }[]
    const head = tree.find((d) => d.title === '康安大药房总部')!
    expect(head.children.map((r) => r.title)).toEqual(expect.arrayContaining(['华东大区', '华南大区']))
    expect(head.children.find((r) => r.title === '华东大区')!.children.map((s) => s.title)).toEqual(
      expect.arrayContaining(['上海徐汇店', '杭州西湖店']),
    )
    const verify = (await calls.get(clerk, '/api/blade-user/userExtend/verifyUserDept')).json().data
    expect(verify).toMatchObject({ hasDept: true, deptName: '上海徐汇店' })
  })
})
