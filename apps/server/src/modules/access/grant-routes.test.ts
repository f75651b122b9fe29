import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { buildTestApp, engineName } from '../../test/app'
import { roleSourceRecord } from '../settings/schema'
import { roleMenu } from './schema'
import {
  client,
  createRole,
  createUser,
  menuId,
  ownName,
  removeUsersAndRoles,
  tokenFor,
} from './access-test-kit'

const SYSTEM = '/api/blade-system'
const TENANT = '100001'
const DICT_LIST = `${SYSTEM}/dict/list?code=sex`

interface Keys {
  menu: string[]
  dataScope: string[]
  apiScope: string[]
}
const sorted = (k: Keys) => ({
  menu: [...k.menu].sort(),
  dataScope: [...k.dataScope].sort(),
  apiScope: [...k.apiScope].sort(),
})

describe(`roles and grants: role/grant, role-tree-keys, grant-tree, permission codes (${engineName})`, () => {
  let app: FastifyInstance
  let http: ReturnType<typeof client>
  let admin: string
  let otherAdmin: string
  const suffix = ownName('g')
  const users: string[] = []
  const roles: string[] = []
  let dictMenus: string[]
  let logMenus: string[]

  const keysOf = async (roleIds: string[]) => {
    const res = await http.get(admin, `${SYSTEM}/role/role-tree-keys?roleIds=${roleIds.join(',')}`)
    expect(res.statusCode).toBe(200)
    return sorted(res.json().data)
  }
  const grant = (token: string, body: object) => http.post(token, `${SYSTEM}/role/grant`, body)
  const grantAudits = (roleId: string) =>
    app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'role_grant'), eq(auditLog.recordIds, roleId))),
    )
  const newRoleWithUser = async (name: string) => {
    const roleId = await createRole(app, TENANT, `${name}_${suffix}`)
    roles.push(roleId)
    users.push(await createUser(app, TENANT, `${name}_${suffix}`, [roleId]))
    return { roleId, token: await tokenFor(app, TENANT, `${name}_${suffix}`) }
  }
  const createScope = async (kind: 'data-scope' | 'api-scope', body: object) => {
    const res = await http.post(admin, `${SYSTEM}/${kind}/submit`, body)
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data.id as string
  }

  beforeAll(async () => {
    app = await buildTestApp()
    http = client(app)
    admin = await tokenFor(app, TENANT, 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    dictMenus = [await menuId(app, 'system'), await menuId(app, 'dict'), await menuId(app, 'dict_view')]
    logMenus = [await menuId(app, 'log'), await menuId(app, 'log_login'), await menuId(app, 'log_login_view')]
  })
  afterAll(async () => {
    await removeUsersAndRoles(app, TENANT, users, roles)
    await app.close()
  })

  it('permission codes follow a grant at once, and a replacing grant takes them away at once', async () => {
    const { roleId, token } = await newRoleWithUser('codes')
    expect((await http.get(token, DICT_LIST)).statusCode).toBe(403)
    expect((await grant(admin, { roleIds: [roleId], menuIds: dictMenus })).json()).toMatchObject({
      code: 200,
    })
    expect((await http.get(token, DICT_LIST)).statusCode).toBe(200)
    expect((await http.get(token, '/api/blade-log/login/page')).statusCode).toBe(403)

    await grant(admin, { roleIds: [roleId], menuIds: logMenus })
    expect((await http.get(token, DICT_LIST)).statusCode).toBe(403)
    expect((await http.get(token, '/api/blade-log/login/page')).statusCode).toBe(200)
    expect(await keysOf([roleId])).toEqual(sorted({ menu: logMenus, dataScope: [], apiScope: [] }))
  })

  it('role/grant replaces the menu, data-scope and API-scope sets together; an API scope’s codes are permissions', async () => {
    const { roleId, token } = await newRoleWithUser('sets')
    const dictPage = await menuId(app, 'dict')
    const hide = await createScope('data-scope', {
      menuId: dictPage,
      resourceCode: 'dict',
      scopeName: `隐藏备注 ${suffix}`,
      scopeType: 6,
      scopeValue: 'remark',
    })
    const api = await createScope('api-scope', {
      menuId: dictPage,
      scopeName: `字典只读 ${suffix}`,
      resourceCode: 'dict_view',
    })
    await grant(admin, { roleIds: [roleId], menuIds: logMenus })
    await grant(admin, { roleIds: [roleId], menuIds: [], dataScopeIds: [hide], apiScopeIds: [api] })
    expect(await keysOf([roleId])).toEqual({ menu: [], dataScope: [hide], apiScope: [api] })
    expect((await http.get(token, DICT_LIST)).statusCode).toBe(200)
    expect((await http.get(token, '/api/blade-log/login/page')).statusCode).toBe(403)
    const hidden = (await http.get(token, `${SYSTEM}/menu/hide-columns`)).json().data
    expect(hidden).toEqual([{ scopeID: hide, menuId: dictPage, resourceCode: 'dict', scopeValue: 'remark' }])

    // Removing the API scope takes its codes away at once, and ungrants it.
    expect((await http.post(admin, `${SYSTEM}/api-scope/remove?ids=${api}`)).json()).toMatchObject({
      code: 200,
    })
    expect((await http.get(token, DICT_LIST)).statusCode).toBe(403)
    expect(await keysOf([roleId])).toEqual({ menu: [], dataScope: [hide], apiScope: [] })
    await http.post(admin, `${SYSTEM}/data-scope/remove?ids=${hide}`)
  })

  it('a refused grant changes nothing for any role named: an unknown scope, an unknown menu, a role not there', async () => {
    const a = await newRoleWithUser('atomic_a')
    const b = await newRoleWithUser('atomic_b')
    await grant(admin, { roleIds: [a.roleId, b.roleId], menuIds: dictMenus })
    const before = await keysOf([a.roleId, b.roleId])
    const auditsBefore = (await grantAudits(a.roleId)).length

    const unknownScope = await grant(admin, {
      roleIds: [a.roleId, b.roleId],
      menuIds: logMenus,
      dataScopeIds: ['1234567'],
    })
    expect([unknownScope.statusCode, unknownScope.json().msg]).toEqual([400, '权限不存在或已删除：1234567'])
    const unknownMenu = await grant(admin, { roleIds: [a.roleId], menuIds: [...logMenus, '7654321'] })
    expect([unknownMenu.statusCode, unknownMenu.json().msg]).toEqual([400, '菜单不存在或已删除：7654321'])
    const missingRole = await grant(admin, { roleIds: [a.roleId, '99999'], menuIds: logMenus })
    expect([missingRole.statusCode, missingRole.json().code]).toEqual([400, 404])

    expect(await keysOf([a.roleId, b.roleId])).toEqual(before)
    expect((await grantAudits(a.roleId)).length).toBe(auditsBefore)
    expect((await http.get(a.token, DICT_LIST)).statusCode).toBe(200)
    expect((await http.get(a.token, '/api/blade-log/login/page')).statusCode).toBe(403)
  })

  it('each grant writes one audit row per role with its sets before and after', async () => {
    const { roleId } = await newRoleWithUser('audit')
    await grant(admin, { roleIds: [roleId], menuIds: dictMenus })
    await grant(admin, { roleIds: [roleId], menuIds: logMenus })
    const audits = await grantAudits(roleId)
    expect(audits).toHaveLength(2)
    const last = audits.find((r) => (r.after as Keys & { menuIds: string[] }).menuIds.includes(logMenus[2]!))!
    expect((last.before as { menuIds: string[] }).menuIds.sort()).toEqual([...dictMenus].sort())
    // …and the grant history (roleSourceRecord) the menus gained and lost.
    const history = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx
        .select()
        .from(roleSourceRecord)
        .where(eq(roleSourceRecord.roleId, roleId))
        .orderBy(roleSourceRecord.id),
    )
    expect(
      history.map((h) => [
        h.addedMenuIds.split(',').sort(),
        h.removedMenuIds.split(',').filter(Boolean).sort(),
      ]),
    ).toEqual([
      [[...dictMenus].sort(), []],
      [[...logMenus].sort(), [...dictMenus].sort()],
    ])
  })

  it('a grantor who is not an administrator hands out only what their own roles hold (403 otherwise)', async () => {
    const grantor = await newRoleWithUser('grantor')
    const target = await newRoleWithUser('target')
    const roleMenus = [
      await menuId(app, 'authority'),
      await menuId(app, 'role'),
      await menuId(app, 'role_view'),
    ]
    const grantButton = await menuId(app, 'role_grant')
    await grant(admin, { roleIds: [grantor.roleId], menuIds: [...roleMenus, grantButton, ...dictMenus] })

    const beyond = await grant(grantor.token, { roleIds: [target.roleId], menuIds: logMenus })
    expect([beyond.statusCode, beyond.json().msg]).toEqual([403, '只能分配您自己拥有的权限'])
    expect(await keysOf([target.roleId])).toEqual({ menu: [], dataScope: [], apiScope: [] })

    expect(
      (await grant(grantor.token, { roleIds: [target.roleId], menuIds: dictMenus })).json(),
    ).toMatchObject({
      code: 200,
    })
    expect((await http.get(target.token, DICT_LIST)).statusCode).toBe(200)
    const tree = (await http.get(grantor.token, `${SYSTEM}/menu/grant-tree`)).json().data
    const codes = JSON.stringify(tree.menu)
    expect(codes).toContain(dictMenus[2])
    expect(codes).not.toContain(logMenus[2])
  })

  it('the clerk may not grant, read roles or see the grant tree (403)', async () => {
    const clerk = await tokenFor(app, TENANT, 'clerk')
    expect((await grant(clerk, { roleIds: [roles[0]], menuIds: [] })).statusCode).toBe(403)
    for (const url of [
      'role/list',
      'role/tree',
      `role/role-tree-keys?roleIds=${roles[0]}`,
      'menu/grant-tree',
    ]) {
      expect([url, (await http.get(clerk, `${SYSTEM}/${url}`)).statusCode]).toEqual([url, 403])
    }
  })

  it('the user screen’s role picker (role/tree) is open to whoever may give users roles, without role_view', async () => {
    const { roleId, token } = await newRoleWithUser('picker')
    const userScreen = [
      await menuId(app, 'system'),
      await menuId(app, 'user'),
      await menuId(app, 'user_grant'),
    ]
    await grant(admin, { roleIds: [roleId], menuIds: userScreen })
    const tree = await http.get(token, `${SYSTEM}/role/tree`)
    expect(tree.statusCode).toBe(200)
    expect(JSON.stringify(tree.json().data)).toContain(roleId)
    expect((await http.get(token, `${SYSTEM}/role/list`)).statusCode).toBe(403)
  })

  it('tenant 100002’s administrator sees none of 100001’s roles and grants, and cannot grant them', async () => {
    const { roleId } = await newRoleWithUser('foreign')
    await grant(admin, { roleIds: [roleId], menuIds: dictMenus })
    const scope = await createScope('api-scope', {
      menuId: dictMenus[1],
      scopeName: `仅100001 ${suffix}`,
      resourceCode: 'dict_view',
    })
    const list = (await http.get(otherAdmin, `${SYSTEM}/role/list`)).json().data
    expect(JSON.stringify(list)).not.toContain(roleId)
    expect((await http.get(otherAdmin, `${SYSTEM}/role/detail?id=${roleId}`)).json().code).toBe(404)
    expect(
      (await http.get(otherAdmin, `${SYSTEM}/role/role-tree-keys?roleIds=${roleId}`)).json().data,
    ).toEqual({
      menu: [],
      dataScope: [],
      apiScope: [],
    })
    expect((await grant(otherAdmin, { roleIds: [roleId], menuIds: [] })).json().code).toBe(404)
    expect(await keysOf([roleId])).toEqual(sorted({ menu: dictMenus, dataScope: [], apiScope: [] }))
    const trees = (await http.get(otherAdmin, `${SYSTEM}/menu/grant-tree`)).json().data
    expect(JSON.stringify(trees.apiScope)).not.toContain(scope)
    expect((await http.get(otherAdmin, `${SYSTEM}/api-scope/detail?id=${scope}`)).json().code).toBe(404)
    await http.post(admin, `${SYSTEM}/api-scope/remove?ids=${scope}`)
  })

  describe('roles and function roles', () => {
    const submit = (body: object) => http.post(admin, `${SYSTEM}/role/submit`, body)

    it('organisation roles nest; a function role has no parent; the list is a tree', async () => {
      const parent = (await submit({ roleName: '区域经理', roleAlias: `area_${suffix}` })).json().data
      const child = (
        await submit({ roleName: '店长', roleAlias: `shop_${suffix}`, parentId: parent.id })
      ).json().data
      roles.push(parent.id, child.id)
      expect(child).toMatchObject({ parentId: parent.id, roleType: 1 })
      const fn = await submit({
        roleName: '打印员',
        roleAlias: `print_${suffix}`,
        roleType: 2,
        parentId: parent.id,
      })
      expect([fn.statusCode, fn.json().msg]).toEqual([
        400,
        '上级角色无效：功能角色没有上级，组织角色的上级须为现有的组织角色，且不能是本身或其下级',
      ])
      const flat = (await submit({ roleName: '打印员', roleAlias: `print_${suffix}`, roleType: 2 })).json()
        .data
      roles.push(flat.id)
      const tree = (await http.get(admin, `${SYSTEM}/role/list`)).json().data
      const node = tree.find((r: { id: string }) => r.id === parent.id)
      expect(node.children.map((c: { id: string }) => c.id)).toEqual([child.id])
      const functions = (await http.get(admin, `${SYSTEM}/role/tree?roleType=2`)).json().data
      expect(functions.map((r: { key: string; roleType: number }) => [r.key, r.roleType])).toContainEqual([
        flat.id,
        2,
      ])
      expect(functions.every((r: { roleType: number }) => r.roleType === 2)).toBe(true)
      const cycle = await submit({ ...parent, parentId: child.id })
      expect(cycle.statusCode).toBe(400)
      const withChildren = await http.post(admin, `${SYSTEM}/role/remove?ids=${parent.id}`)
      expect([withChildren.statusCode, withChildren.json().msg]).toEqual([400, '请先删除下级角色'])
    })

    it('the administrator role keeps its alias and is never removed', async () => {
      const adminRole = (await http.get(admin, `${SYSTEM}/role/list?roleAlias=administrator`)).json().data[0]
      const rename = await submit({ id: adminRole.id, roleName: adminRole.roleName, roleAlias: 'boss' })
      expect([rename.statusCode, rename.json().msg]).toEqual([400, '管理员角色不能删除，也不能修改别名'])
      const remove = await http.post(admin, `${SYSTEM}/role/remove?ids=${adminRole.id}`)
      expect(remove.statusCode).toBe(400)
      expect((await http.get(admin, `${SYSTEM}/role/detail?id=${adminRole.id}`)).json().data.roleAlias).toBe(
        'administrator',
      )
    })

    it('removing a role removes its grants: its users lose the codes at once', async () => {
      const { roleId, token } = await newRoleWithUser('removed')
      await grant(admin, { roleIds: [roleId], menuIds: dictMenus })
      expect((await http.get(token, DICT_LIST)).statusCode).toBe(200)
      expect((await http.post(admin, `${SYSTEM}/role/remove?ids=${roleId}`)).json()).toMatchObject({
        code: 200,
      })
      expect((await http.get(token, DICT_LIST)).statusCode).toBe(403)
      const left = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx
          .select()
          .from(roleMenu)
          .where(inArray(roleMenu.roleId, [roleId])),
      )
      expect(left).toEqual([])
    })
  })
})
