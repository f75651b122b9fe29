import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { pgTable, varchar } from 'drizzle-orm/pg-core'
import { defineResource } from '@store/contract'
import { id64, idColumn, softDeleteColumn, tenantColumn, trackingColumns } from '../../core/db/tenant-table'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type Actor } from '../../core/resource/service'
import type { Session } from '../../core/tokens'
import { buildTestApp, engineName } from '../../test/app'
import { seedDepartments } from '../org/seed'
import { client, createRole, createTenant, createUser, menuId, ownName, tokenFor } from './access-test-kit'

const SYSTEM = '/api/blade-system'
const TENANT = ownName('ds')
const TABLE = `test_scoped_note_${TENANT}`

/** A resource of the test's own that declares a scope: notes written in departments. */
const note = pgTable(TABLE, {
  ...tenantColumn,
  ...idColumn,
  title: varchar('title', { length: 64 }).notNull(),
  deptId: id64('dept_id'),
  ...trackingColumns,
  ...softDeleteColumn,
}) as unknown as ResourceTable
const label = { zh_CN: '便签', zh_HK: '便簽', en: 'Note' }
const noteResource = defineResource({
  name: 'scopedNote',
  basePath: '/test/scoped-note',
  permission: 'scoped_note',
  label,
  softDelete: true,
  fields: {
    title: { type: 'string', label, max: 64, search: 'like' },
    deptId: { type: 'id', label, search: 'eq' },
  },
  scope: { resource: 'scopedNote', deptColumn: 'deptId' },
})
/** A scoped resource without a department column: only "own" and custom scopes fit it. */
const ownedResource = defineResource({
  name: 'ownedNote',
  basePath: '/test/owned-note',
  permission: 'owned_note',
  label,
  softDelete: true,
  fields: { title: { type: 'string', label, max: 64 } },
  scope: { resource: 'ownedNote' },
})

describe(`data scopes narrow the page and list of a scoped resource (${engineName})`, () => {
  let app: FastifyInstance
  let http: ReturnType<typeof client>
  let admin: string
  let service: ResourceService
  let depts: Map<string, string>
  let roleId: string
  let me: string
  let other: string
  let scopeMenu: string

  const session = (userId: string, deptId: string | null, roleIds = [roleId]): Session => ({
    tenantId: TENANT,
    userId,
    roleIds,
    deptId,
    account: 'u',
    sessionId: '1',
  })
  const actor = (s: Session): Actor => ({
    userId: s.userId,
    timeZone: 'Asia/Shanghai',
    locale: 'zh_CN',
    session: s,
  })
  const count = async (s: Session) => {
    const page = await app.db.withTenant(s, (tx) => service.page(tx, { size: 100 }, actor(s)))
    const list = await app.db.withTenant(s, (tx) => service.list(tx, {}, actor(s)))
    expect(list).toHaveLength(page.total)
    return page.total
  }
  const dept = (name: string) => depts.get(name)!
  const scope = async (body: object) => {
    const res = await http.post(admin, `${SYSTEM}/data-scope/submit`, {
      menuId: scopeMenu,
      resourceCode: 'scopedNote',
      scopeName: 'scope',
      ...body,
    })
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data.id as string
  }
  const grantScopes = async (dataScopeIds: string[], role = roleId) => {
    const res = await http.post(admin, `${SYSTEM}/role/grant`, { roleIds: [role], menuIds: [], dataScopeIds })
    expect(res.json()).toMatchObject({ code: 200 })
  }

  beforeAll(async () => {
    app = await buildTestApp()
    http = client(app)
    await createTenant(app, TENANT)
    admin = await tokenFor(app, TENANT, 'admin')
    scopeMenu = await menuId(app, 'dict')
    await app.db.withSystem(async (tx) => {
      await tx.execute(
        sql.raw(`CREATE TABLE "${TABLE}" (
          tenant_id varchar(12) NOT NULL DEFAULT current_setting('app.tenant_id'), id bigint NOT NULL,
          title varchar(64) NOT NULL, dept_id bigint, create_user bigint, create_time timestamptz NOT NULL DEFAULT now(),
          update_user bigint, update_time timestamptz NOT NULL DEFAULT now(), is_deleted integer NOT NULL DEFAULT 0,
          PRIMARY KEY (tenant_id, id))`),
      )
      await tx.execute(sql.raw(`ALTER TABLE "${TABLE}" ENABLE ROW LEVEL SECURITY`))
      await tx.execute(sql.raw(`ALTER TABLE "${TABLE}" FORCE ROW LEVEL SECURITY`))
      await tx.execute(
        sql.raw(
          `CREATE POLICY "${TABLE}_tenant_isolation" ON "${TABLE}" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true))`,
        ),
      )
      await tx.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON "${TABLE}" TO storedesk_app`))
    })
    app.dataScopes.register(noteResource)
    app.dataScopes.register(ownedResource)
    service = new ResourceService(noteResource, note, app.ids, app.dictionaries, app.dataScopes)

    // HQ ─┬─ North ── Shop N1
    //     └─ South
    depts = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      seedDepartments(tx, app.ids, {
        name: 'HQ',
        category: 1,
        children: [
          { name: 'North', category: 2, children: [{ name: 'Shop N1', category: 3 }] },
          { name: 'South', category: 2 },
        ],
      }),
    )
    roleId = await createRole(app, TENANT, 'scoped')
    me = await createUser(app, TENANT, 'me', [roleId], dept('North'))
    other = await createUser(app, TENANT, 'other', [roleId], dept('South'))
    // 10 notes: HQ 1, North 2 (one mine), Shop N1 3, South 4 (one mine).
    const rows = [
      ['HQ', other],
      ['North', me],
      ['North', other],
      ['Shop N1', other],
      ['Shop N1', other],
      ['Shop N1', other],
      ['South', me],
      ['South', other],
      ['South', other],
      ['South', other],
    ] as const
    await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.insert(note).values(
        rows.map(([d, by], i) => ({
          id: app.ids.next(),
          title: `note ${i}`,
          deptId: dept(d),
          createUser: by,
        })),
      ),
    )
  })
  afterAll(async () => {
    await app.db.withSystem((tx) => tx.execute(sql.raw(`DROP TABLE IF EXISTS "${TABLE}"`)))
    await app.close()
  })

  it('without a data scope a role reads every row', async () => {
    await grantScopes([])
    expect(await count(session(me, dept('North')))).toBe(10)
  })

  it('own: the rows the user created', async () => {
    await grantScopes([await scope({ scopeType: 3, scopeName: 'own' })])
    expect(await count(session(me, dept('North')))).toBe(2)
    expect(await count(session(other, dept('South')))).toBe(8)
  })

  it('own department: the rows of the user’s department only', async () => {
    await grantScopes([await scope({ scopeType: 4, scopeName: 'own dept' })])
    expect(await count(session(me, dept('North')))).toBe(2)
    expect(await count(session(other, dept('South')))).toBe(4)
    expect(await count(session(me, dept('Shop N1')))).toBe(3)
    expect(await count(session(me, null))).toBe(0)
  })

  it('department and below: the user’s department and every one under it', async () => {
    await grantScopes([await scope({ scopeType: 5, scopeName: 'dept and below' })])
    expect(await count(session(me, dept('North')))).toBe(5)
    expect(await count(session(me, dept('HQ')))).toBe(10)
    expect(await count(session(me, dept('South')))).toBe(4)
    expect(await count(session(me, `${dept('Shop N1')},${dept('South')}`))).toBe(7)
  })

  it('custom: a column compared with a value list, as bound values', async () => {
    const id = await scope({
      scopeType: 2,
      scopeName: 'custom',
      scopeColumn: 'deptId',
      scopeValue: `${dept('Shop N1')}, ${dept('South')}`,
    })
    await grantScopes([id])
    expect(await count(session(me, dept('North')))).toBe(7)
    const titled = await scope({
      scopeType: 2,
      scopeName: 'title',
      scopeColumn: 'title',
      scopeValue: "note 0,x' OR '1'='1",
    })
    await grantScopes([titled])
    expect(await count(session(me, dept('North')))).toBe(1)
  })

  it('several scopes of the roles add up; "all" lifts the narrowing; hidden columns narrow nothing', async () => {
    const own = await scope({ scopeType: 3, scopeName: 'own' })
    const ownDept = await scope({ scopeType: 4, scopeName: 'own dept' })
    await grantScopes([own, ownDept])
    expect(await count(session(me, dept('North')))).toBe(3)
    await grantScopes([own, await scope({ scopeType: 1, scopeName: 'all' })])
    expect(await count(session(me, dept('North')))).toBe(10)
    await grantScopes([await scope({ scopeType: 6, scopeName: 'hide', scopeValue: 'title' })])
    expect(await count(session(me, dept('North')))).toBe(10)
  })

  it('detail of a row outside the scope is not found', async () => {
    await grantScopes([await scope({ scopeType: 3, scopeName: 'own' })])
    const s = session(me, dept('North'))
    const all = await app.db.withTenant(s, (tx) =>
      tx.execute(sql.raw(`SELECT id::text AS id, create_user::text AS by FROM "${TABLE}"`)),
    )
    const rows = all.rows as { id: string; by: string }[]
    const mine = rows.find((r) => r.by === me)!
    const theirs = rows.find((r) => r.by === other)!
    expect((await app.db.withTenant(s, (tx) => service.detail(tx, mine.id, actor(s)))).id).toBe(mine.id)
    await expect(app.db.withTenant(s, (tx) => service.detail(tx, theirs.id, actor(s)))).rejects.toMatchObject(
      {
        key: 'notFound',
      },
    )
  })

  it('administrators are never narrowed, even with a scope granted to their role', async () => {
    const adminRole = (await http.get(admin, `${SYSTEM}/role/list?roleAlias=administrator`)).json().data[0].id
    await grantScopes([await scope({ scopeType: 3, scopeName: 'own' })], adminRole)
    const adminUser = (
      await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.execute(sql`SELECT id::text AS id FROM sys_user WHERE account = 'admin'`),
      )
    ).rows[0] as { id: string }
    expect(await count(session(adminUser.id, null, [adminRole]))).toBe(10)
    await grantScopes([], adminRole)
  })

  it('a data scope must fit its resource: declared, a column of it, values, a department column', async () => {
    const refuse = async (body: object, msg: string) => {
      const res = await http.post(admin, `${SYSTEM}/data-scope/submit`, {
        menuId: scopeMenu,
        resourceCode: 'scopedNote',
        scopeName: 'bad',
        ...body,
      })
      expect([res.statusCode, res.json().msg]).toEqual([400, msg])
    }
    await refuse({ resourceCode: 'nope', scopeType: 3 }, '资源“nope”不支持数据权限')
    await refuse(
      { scopeType: 2, scopeColumn: 'password', scopeValue: 'x' },
      '权限字段“password”不是该资源的字段',
    )
    await refuse({ scopeType: 2, scopeColumn: 'deptId', scopeValue: ' , ' }, '权限值不能为空')
    await refuse({ resourceCode: 'ownedNote', scopeType: 5 }, '资源“ownedNote”没有部门字段，不能按部门授权')
    await refuse({ scopeType: 3, menuId: '123' }, '所属菜单不存在')
    await refuse({ scopeType: 7 }, '参数校验失败：权限类型不能大于6')
  })

  it('hide-columns lists the hidden-column scopes of the user’s roles', async () => {
    const hide = await scope({
      scopeType: 6,
      scopeName: 'hide',
      resourceCode: 'scopedNote',
      scopeValue: 'title,deptId',
    })
    await grantScopes([hide])
    const token = await tokenFor(app, TENANT, 'me')
    expect((await http.get(token, `${SYSTEM}/menu/hide-columns`)).json().data).toEqual([
      { scopeID: hide, menuId: scopeMenu, resourceCode: 'scopedNote', scopeValue: 'title,deptId' },
    ])
    expect((await http.get(admin, `${SYSTEM}/menu/hide-columns`)).json().data).toEqual([])
  })
})
