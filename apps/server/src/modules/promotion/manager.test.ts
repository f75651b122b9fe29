import type { FastifyInstance } from 'fastify'
import {
  promChannelResource,
  promManagerEndpoints,
  promSceneResource,
  promSloganResource,
  promWayResource,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { DEMO_SCENES } from './seed-data'

const SCENE = promSceneResource.basePath
const WAY = promWayResource.basePath

/** spec §7 `/api/store-prom-manager/` calls and spec §3/§5 promotion ways. */
describe(`promotions manager (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  let clerk: string
  const run = Date.now().toString(36).toUpperCase()

  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: auth(token), payload })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(() => app.close())

  it('§7 scene/list, channel/list and scene/listSlogan answer pages of the tenant’s demo rows', async () => {
    const scenes = (await get(admin, `${SCENE}/list?size=100`)).json().data
    expect(scenes.records.map((r: { code: string }) => r.code)).toEqual(DEMO_SCENES.map((s) => s.code))
    const channels = (await get(admin, `${promChannelResource.basePath}/list`)).json().data
    expect(channels.total).toBe(3)
    const slogans = (await get(admin, `${SCENE}/listSlogan?sceneCode=POS`)).json().data
    expect(slogans.records).toHaveLength(2)
  })

  it('§7 scene/saveOrUpdate inserts then updates; saveOrUpdateSlogan refuses an unknown scene and saves nothing', async () => {
    const saved = await post(admin, `${SCENE}/saveOrUpdate`, { code: `S${run}`, name: '直播间' })
    expect(saved.json()).toMatchObject({ success: true, data: { code: `S${run}`, status: 1 } })
    const id = saved.json().data.id
    const renamed = await post(admin, `${SCENE}/saveOrUpdate`, { id, code: `S${run}`, name: '直播' })
    expect(renamed.json().data.name).toBe('直播')
    expect((await get(otherAdmin, `${SCENE}/list?code=S${run}`)).json().data.total).toBe(0)

    const before = (await get(admin, `${SCENE}/listSlogan?size=100`)).json().data.total
    const bad = await post(admin, `${promSloganResource.basePath}/saveOrUpdateSlogan?lang=en`, {
      sceneCode: 'NOPE',
      content: 'x',
    })
    expect(bad.json()).toMatchObject({ code: 400, success: false, msg: 'No promotion scene “NOPE”' })
    expect((await get(admin, `${SCENE}/listSlogan?size=100`)).json().data.total).toBe(before)
    const good = await post(admin, `${SCENE}/saveOrUpdateSlogan`, { sceneCode: `S${run}`, content: '限时' })
    expect(good.json().success).toBe(true)
  })

  it('§5 a promotion way of type 5 is refused with the spec’s error, nothing saved', async () => {
    const before = (await get(admin, `${WAY}/list?size=1000`)).json().data.total
    const res = await post(admin, `${WAY}/saveOrUpdate`, { promWay: 'gift', promType: 5, promScene: 'POS' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 400,
      success: false,
      msg: '促销类型错误：5（只能是 1 套装、2 单品、3 系列、4 整单）',
    })
    expect((await get(admin, `${WAY}/list?size=1000`)).json().data.total).toBe(before)
  })

  it('§3 promotion ways for the session: every signed-in user, types 1–4 only', async () => {
    const res = await get(clerk, promManagerEndpoints.waySession.path)
    expect(res.statusCode).toBe(200)
    const ways = res.json().data as { promType: number; promWay: string; promScene: string }[]
    expect(ways.length).toBe(30)
    expect(new Set(ways.map((w) => w.promType))).toEqual(new Set([1, 2, 3, 4]))
  })

  it('§7 config/list gives defaults; config/update saves the superposition matrix normalised; type 0 refused', async () => {
    const list = (await get(otherAdmin, promManagerEndpoints.configList.path)).json().data
    expect(list).toEqual([
      {
        configKey: 'superposition',
        configValue: [
          [1, 4],
          [2, 4],
          [3, 4],
        ],
      },
      { configKey: 'couponStacksWithActivities', configValue: true },
    ])
    const saved = await post(otherAdmin, promManagerEndpoints.configUpdate.path, {
      configKey: 'superposition',
      configValue: [
        [4, 2],
        [2, 4],
        [1, 1],
      ],
    })
    expect(saved.json().data.configValue).toEqual([
      [1, 1],
      [2, 4],
    ])
    const bad = await post(otherAdmin, promManagerEndpoints.configUpdate.path, {
      configKey: 'superposition',
      configValue: [[0, 2]],
    })
    expect(bad.json().msg).toBe('促销类型错误：0（只能是 1 套装、2 单品、3 系列、4 整单）')
    const after = (await get(otherAdmin, promManagerEndpoints.configList.path)).json().data
    expect(after[0].configValue).toEqual([
      [1, 1],
      [2, 4],
    ])
    // the other tenant keeps its defaults
    expect((await get(admin, promManagerEndpoints.configList.path)).json().data[0].configValue).toHaveLength(
      3,
    )
  })

  it('a role without the promotions buttons may not read or change the manager’s lists', async () => {
    expect((await get(clerk, `${SCENE}/list`)).statusCode).toBe(403)
    expect((await post(clerk, `${SCENE}/saveOrUpdate`, { code: 'X', name: 'x' })).statusCode).toBe(403)
    expect((await get(clerk, promManagerEndpoints.configList.path)).statusCode).toBe(403)
  })
})
