import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName } from '../../test/app'
import {
  client,
  createRole,
  createTenant,
  createUser,
  menuId,
  ownName,
  removeUsersAndRoles,
  tokenFor,
} from './access-test-kit'

const MENU = '/api/blade-system/menu'
const TENANT = '100001'
/** The clerk reads the master data: its application and every screen of it. */
const MASTER_DATA_SCREENS = [
  'base-expand-micro',
  'goods',
  'retail_shop',
  'goods_brand',
  'dosage_form',
  'goods_factory',
  'goods_class',
  'tax_rate',
  'goods_unit',
  'extend_standard',
]

interface Node {
  id: string
  code: string
  category: number
  path: string | null
  title: string
  view: string
  meta: {
    expireTime: string
    expired: boolean
    available: boolean
    roles?: string[]
    i18n: Record<string, string>
  }
  children?: Node[]
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
const codesOf = (nodes: Node[]) => flat(nodes).map((n) => n.code)
const leaves = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]))
const MEMBER_TABS = [
  'member_tab_consume',
  'member_tab_points',
  'member_tab_growth',
  'member_tab_coins',
  'member_tab_evaluation',
  'member_tab_change',
  'member_tab_health',
  'member_tab_cards',
  'member_tab_coupons',
  'member_tab_wallet',
]

/** The clerk's member CRM menus, depth first: members (view), and the grades, tags and guides it reads. */
const CLERK_CRM = [
  'huikeCRM',
  'crm_member',
  'member',
  'member_detail',
  'member_tag',
  'crm_brand',
  'member_grade',
  'crm_guide',
  'guide',
]
describe(`menu routes of the signed-in user: routes, buttons, tabs, hovs, applications, top menus (${engineName})`, () => {
  let app: FastifyInstance
  let http: ReturnType<typeof client>
  let clerk: string
  let admin: string
  let platform: string
  const users: string[] = []
  const roles: string[] = []
  const data = async (token: string, url: string) => {
    const res = await http.get(token, url)
    expect([url, res.statusCode]).toEqual([url, 200])
    return res.json().data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    http = client(app)
    clerk = await tokenFor(app, TENANT, 'clerk')
    admin = await tokenFor(app, TENANT, 'admin')
    platform = await tokenFor(app, '000000', 'admin')
  })
  afterAll(async () => {
    await removeUsersAndRoles(app, TENANT, users, roles)
    await app.close()
  })

  it('the clerk’s routes hold only its granted menus and the menus above them, nested and sorted, no buttons', async () => {
    const tree: Node[] = await data(clerk, `${MENU}/routes`)
    expect(tree.map((n) => n.code)).toEqual([
      'huikeCRM',
      'microshop',
      'base-expand-micro',
      'workflow-micro',
      'child-store-demo',
    ])
    const crm = tree[0]!
    // grades, guides and tags too: the member detail shows them by name
    expect(crm.children!.map((n) => n.code)).toEqual(['crm_member', 'crm_brand', 'crm_guide'])
    expect(crm.children![0]!.children!.map((n) => [n.code, n.path])).toEqual([
      ['member', '/huikeCRM/member/list'],
      ['member_detail', '/huikeCRM/member/detail'],
      ['member_tag', '/huikeCRM/tag/list'],
    ])
    expect(tree[1]!.children!.map((n) => n.code)).toEqual(['shop_order'])
    expect(tree[1]!.children![0]!.children!.map((n) => [n.code, n.path])).toEqual([
      ['order', '/ecshop/order/orderManagement'],
    ])
    expect(codesOf(tree).sort()).toEqual(
      [
        ...CLERK_CRM,
        ...['microshop', 'shop_order', 'order'],
        ...['workflow-micro', 'workflow_start_list', 'workflow_todo', 'workflow_done'],
        ...['workflow_send', 'workflow_copy'],
        ...['child-store-demo', 'demo', 'demo_export', 'demo_import'],
        ...MASTER_DATA_SCREENS,
      ].sort(),
    )
    expect(flat(tree).every((n) => [0, 1, 6].includes(n.category))).toBe(true)
  })

  it('every route carries its meta: an expiry the shell can compare, availability, names in every language', async () => {
    const tree: Node[] = await data(clerk, `${MENU}/routes?lang=en`)
    const member = flat(tree).find((n) => n.code === 'member')!
    expect(member).toMatchObject({
      title: 'Member list',
      view: 'Member CRM/Members/Member list',
      meta: {
        expireTime: '9999-12-31 23:59:59',
        expired: false,
        available: true,
        i18n: { zh_CN: '会员列表', zh_HK: '會員列表', en: 'Member list' },
      },
    })
    expect(member.meta.roles).toBeUndefined()
    const adminTree: Node[] = await data(admin, `${MENU}/routes`)
    expect(flat(adminTree).find((n) => n.code === 'dict')).toMatchObject({
      path: '/dict-horizontal/index',
      view: '系统管理/字典管理',
      meta: { available: true },
    })
  })

  it('an expired menu stays in the routes with its expiry and is marked expired; meta.roles lists its roles', async () => {
    const suffix = ownName('x')
    const parentId = await menuId(app, 'crm_member')
    const page = await http.post(platform, `${MENU}/submit`, {
      parentId,
      code: `expiring_${suffix}`,
      name: '已到期菜单',
      category: 1,
      path: `/huikeCRM/expiring-${suffix}`,
      sort: 9,
      roles: 'clerk,manager',
      expireTime: '2020-01-02 03:04:05',
    })
    expect(page.json()).toMatchObject({ code: 200 })
    const pageId = page.json().data.id
    const future = await http.post(platform, `${MENU}/submit`, {
      parentId,
      code: `later_${suffix}`,
      name: '未到期菜单',
      category: 1,
      path: `/huikeCRM/later-${suffix}`,
      sort: 10,
      expireTime: '2099-12-31 00:00:00',
    })
    const futureId = future.json().data.id
    const buttons = await Promise.all(
      [pageId, futureId].map((id, i) =>
        http.post(platform, `${MENU}/submit`, {
          parentId: id,
          code: `x${i}_${suffix}_view`,
          name: '查看',
          category: 2,
        }),
      ),
    )
    try {
      const roleId = await createRole(app, TENANT, `exp_${suffix}`)
      roles.push(roleId)
      users.push(await createUser(app, TENANT, `exp_${suffix}`, [roleId]))
      const grant = await http.post(admin, '/api/blade-system/role/grant', {
        roleIds: [roleId],
        menuIds: buttons.map((b) => b.json().data.id),
      })
      expect(grant.json()).toMatchObject({ code: 200 })
      const user = await tokenFor(app, TENANT, `exp_${suffix}`)
      const tree: Node[] = await data(user, `${MENU}/routes`)
      expect(codesOf(tree)).toEqual(['huikeCRM', 'crm_member', `expiring_${suffix}`, `later_${suffix}`])
      const [expired, later] = tree[0]!.children![0]!.children!
      expect(expired!.meta).toMatchObject({
        expireTime: '2020-01-02 03:04:05',
        expired: true,
        roles: ['clerk', 'manager'],
      })
      expect(later!.meta).toMatchObject({ expireTime: '2099-12-31 00:00:00', expired: false })
      expect(tree[0]!.meta).toMatchObject({ expireTime: '9999-12-31 23:59:59', expired: false })
      expect(leaves(await data(user, `${MENU}/buttons`))).toEqual([`x0_${suffix}_view`, `x1_${suffix}_view`])
    } finally {
      const ids = [...buttons.map((b) => b.json().data.id), pageId, futureId].join(',')
      expect((await http.post(platform, `${MENU}/remove?ids=${ids}`)).json()).toMatchObject({ code: 200 })
    }
  })

  it('buttons: the clerk’s are its view buttons, nested under their screens', async () => {
    const tree: Node[] = await data(clerk, `${MENU}/buttons`)
    // the demo app's three screens each carry its view button
    expect(leaves(tree)).toEqual([
      'member_view',
      'member_tag_view',
      'member_grade_view',
      'guide_view',
      'order_view',
      ...MASTER_DATA_SCREENS.slice(1).map((screen) => `${screen}_view`),
      // the clerk starts leave requests and approves what is assigned to it (workflow_user)
      'workflow_start',
      'workflow_todo_view',
      'workflow_done_view',
      // the lists it started and was copied to, behind the same rights
      'workflow_start',
      'workflow_done_view',
      'demo_view',
      'demo_view',
      'demo_view',
    ])
    expect(tree.map((n) => n.code)).toEqual([
      'huikeCRM',
      'microshop',
      'base-expand-micro',
      'workflow-micro',
      'child-store-demo',
    ])
    const member = flat(tree).find((n) => n.code === 'member')!
    expect(member.children!.map((b) => [b.code, b.category])).toEqual([['member_view', 2]])
  })

  it('buttons: the administrator holds the member centre’s view and edit buttons under its three screens; the clerk none', async () => {
    const tree: Node[] = await data(admin, `${MENU}/buttons`)
    const centre = tree.find((n) => n.code === 'member-center')!
    expect(
      flat([centre])
        .filter((n) => n.children?.length)
        .map((n) => [n.code, n.children!.map((b) => b.code)]),
    ).toEqual([
      ['member-center', ['member_card_mode', 'virtual_coin', 'points_rule']],
      ['member_card_mode', ['member_card_mode_view', 'member_card_mode_edit']],
      ['virtual_coin', ['virtual_coin_view', 'virtual_coin_edit']],
      ['points_rule', ['points_rule_view', 'points_rule_edit']],
    ])
    expect(flat(await data(clerk, `${MENU}/buttons`)).some((n) => n.code === 'member-center')).toBe(false)
  })

  it('tabs and hovs: the clerk holds the member detail’s tabs and no HOV; the administrator holds them all', async () => {
    expect(((await data(clerk, `${MENU}/tabs`)) as string[]).sort()).toEqual([...MEMBER_TABS].sort())
    expect(await data(clerk, `${MENU}/hovs`)).toEqual([])
    expect(((await data(admin, `${MENU}/tabs`)) as string[]).sort()).toEqual([...MEMBER_TABS].sort())
    expect(((await data(admin, `${MENU}/hovs`)) as string[]).sort()).toEqual(
      ['hov_goods', 'hov_shop', 'member_hov_phone'].sort(),
    )
  })

  it('applicationInfoList: the applications holding a route of the user, keyed by menuCode', async () => {
    const apps = await data(clerk, `${MENU}/applicationInfoList?lang=zh_HK`)
    expect(apps.map((a: { menuCode: string; title: string }) => [a.menuCode, a.title])).toEqual([
      ['huikeCRM', '會員CRM'],
      ['microshop', '電商商城'],
      ['base-expand-micro', '主數據'],
      ['workflow-micro', '流程審批'],
      ['child-store-demo', '示例應用'],
    ])
    const all = await data(admin, `${MENU}/applicationInfoList`)
    expect(all.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['desk', 'huikeCRM', 'cloudDTP', 'priceCenter', 'system', 'authority', 'log']),
    )
    expect(all.length).toBeGreaterThanOrEqual(20)
  })

  it('list-printplans: the print plans of the screens the user may open, per screen', async () => {
    const suffix = ownName('p')
    const plan = async (code: string, name: string, forbidReprint: number) => {
      const res = await http.post(admin, '/api/blade-system/print-plan/submit', {
        menuId: await menuId(app, code),
        printPlanName: `${name} ${suffix}`,
        template: '{"fields":[]}',
        forbidReprint,
      })
      expect(res.json()).toMatchObject({ code: 200 })
      return res.json().data.id as string
    }
    const ids = [
      await plan('order', '发货单', 1),
      await plan('order', '拣货单', 0),
      await plan('dict', '字典清单', 0),
    ]
    try {
      const mine = (await data(clerk, `${MENU}/list-printplans`)).filter(
        (p: { printPlans: { id: string }[] }) => p.printPlans.some((x) => ids.includes(x.id)),
      )
      expect(mine).toEqual([
        {
          menuId: await menuId(app, 'order'),
          menuCode: 'order',
          printPlans: [
            { id: ids[0], printPlanName: `发货单 ${suffix}`, forbidReprint: 1, template: '{"fields":[]}' },
            { id: ids[1], printPlanName: `拣货单 ${suffix}`, forbidReprint: 0, template: '{"fields":[]}' },
          ],
        },
      ])
      const all = JSON.stringify(await data(admin, `${MENU}/list-printplans`))
      expect(all).toContain(ids[2])
    } finally {
      await http.post(admin, `/api/blade-system/print-plan/remove?ids=${ids.join(',')}`)
    }
  })

  it('a tenant sees the menus of the applications opened to it only, its administrator too', async () => {
    const tenantId = ownName('pk')
    await createTenant(app, tenantId, ['huikeCRM', 'system'])
    const owner = await tokenFor(app, tenantId, 'admin')
    expect((await data(owner, `${MENU}/applicationInfoList`)).map((a: { code: string }) => a.code)).toEqual([
      'huikeCRM',
      'system',
    ])
    expect(((await data(owner, `${MENU}/routes`)) as Node[]).map((n) => n.code)).toEqual([
      'huikeCRM',
      'system',
    ])
    const { menu } = await data(owner, `${MENU}/grant-tree`)
    expect(menu.map((n: { title: string }) => n.title)).toEqual(['会员CRM', '系统管理'])
    expect(await data(owner, `${MENU}/hovs`)).toEqual(['member_hov_phone'])
  })

  it('the platform-only screens (tenants, application authorisation, micro-apps) reach the platform administrator only', async () => {
    const platformOnly = ['tenant', 'app_auth', 'micro_app']
    const held = async (token: string) => codesOf(await data(token, `${MENU}/routes`))
    expect(await held(platform)).toEqual(expect.arrayContaining(platformOnly))
    expect((await held(admin)).filter((code) => platformOnly.includes(code))).toEqual([])
    const buttons = leaves(await data(admin, `${MENU}/buttons`))
    expect(buttons.filter((code) => /^(tenant|tenant_app|micro_app)_/.test(code))).toEqual([])
    expect(leaves(await data(platform, `${MENU}/buttons`))).toContain('tenant_app_view')
  })

  describe('top menus', () => {
    let topIds: Record<string, string>

    beforeAll(async () => {
      const list = await data(admin, '/api/blade-system/topmenu/list')
      topIds = Object.fromEntries(list.map((t: { code: string; id: string }) => [t.code, t.id]))
    })

    it('top-menu-user: only the top menus holding a route of the user, in order', async () => {
      expect((await data(clerk, `${MENU}/top-menu-user`)).map((t: { code: string }) => t.code)).toEqual([
        'top_member',
        'top_shop',
        'top_goods',
        'top_system',
        'top_tools',
      ])
      expect((await data(admin, `${MENU}/top-menu-user`)).length).toBe(Object.keys(topIds).length)
    })

    it('routes?topMenuId keeps the top menu’s routes; an unknown top menu is a 400', async () => {
      const member: Node[] = await data(clerk, `${MENU}/routes?topMenuId=${topIds.top_member}`)
      expect(codesOf(member)).toEqual(CLERK_CRM)
      expect(await data(clerk, `${MENU}/routes?topMenuId=${topIds.top_pharmacy}`)).toEqual([])
      const bad = await http.get(clerk, `${MENU}/routes?topMenuId=42`)
      expect([bad.statusCode, bad.json().msg]).toEqual([400, '顶部菜单不存在'])
    })

    it('grant-user arranges the user’s own menus under a top menu; others keep the tenant’s; none resets', async () => {
      const suffix = ownName('t')
      const clerkRole = (await data(admin, '/api/blade-system/role/list?roleAlias=clerk'))[0].id
      users.push(await createUser(app, TENANT, `top_${suffix}`, [clerkRole]))
      const me = await tokenFor(app, TENANT, `top_${suffix}`)
      const memberPage = await menuId(app, 'member')
      const url = `${MENU}/routes?topMenuId=${topIds.top_member}`

      const saved = await http.post(me, '/api/blade-system/topmenu/grant-user', {
        topMenuIds: [topIds.top_member],
        menuIds: [memberPage],
        halfChecked: [await menuId(app, 'crm_member')],
      })
      expect(saved.json()).toMatchObject({ code: 200, data: true })
      expect(codesOf(await data(me, url))).toEqual(['huikeCRM', 'crm_member', 'member'])
      expect(await data(me, `${MENU}/top-tree-keys-user?topMenuIds=${topIds.top_member}`)).toEqual({
        menu: [memberPage],
        halfChecked: [await menuId(app, 'crm_member')],
      })
      expect(codesOf(await data(clerk, url))).toEqual(CLERK_CRM)

      const foreign = await http.post(me, '/api/blade-system/topmenu/grant-user', {
        topMenuIds: [topIds.top_member],
        menuIds: [await menuId(app, 'system')],
      })
      expect([foreign.statusCode, foreign.json().msg]).toEqual([
        400,
        `您没有菜单的使用权限，请联系您的管理员（${await menuId(app, 'system')}）`,
      ])
      expect(codesOf(await data(me, url))).toEqual(['huikeCRM', 'crm_member', 'member'])

      await http.post(me, '/api/blade-system/topmenu/grant-user', {
        topMenuIds: [topIds.top_member],
        menuIds: [],
      })
      expect(codesOf(await data(me, url))).toEqual(CLERK_CRM)
    })

    it('grant-top-tree: the user’s routes to arrange', async () => {
      const { menu } = await data(clerk, `${MENU}/grant-top-tree`)
      expect(codesOf(menu).sort()).toEqual(
        [
          ...CLERK_CRM,
          ...['microshop', 'shop_order', 'order'],
          ...['workflow-micro', 'workflow_start_list', 'workflow_todo', 'workflow_done'],
          ...['workflow_send', 'workflow_copy'],
          ...['child-store-demo', 'demo', 'demo_export', 'demo_import'],
          ...MASTER_DATA_SCREENS,
        ].sort(),
      )
    })
  })

  it('every route here needs a session: 401 without one', async () => {
    for (const path of [
      'routes',
      'buttons',
      'tabs',
      'hovs',
      'hide-columns',
      'applicationInfoList',
      'top-menu-user',
    ]) {
      expect([path, (await app.inject({ url: `${MENU}/${path}` })).statusCode]).toEqual([path, 401])
    }
  })
})
