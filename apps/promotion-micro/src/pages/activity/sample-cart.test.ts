import type { ActivityInput } from '@store/contract'
import { sampleTrial } from './sample-cart'

const activity: ActivityInput = {
  code: 'P1',
  name: 'Spring',
  promType: 4,
  form: 'amountOff',
  sceneCode: 'POS',
  layer: 'order',
  exclusivity: 'stack',
  priority: 0,
  startTime: '2026-12-01 00:00:00',
  endTime: '2026-12-31 00:00:00',
  weekdays: [],
  hours: [],
  scope: {},
  tiers: [{ threshold: 5000, unit: 'fen', value: 500 }],
  perMemberLimit: null,
  totalLimit: null,
  budgetFen: null,
  slogan: null,
  remark: null,
}

describe('the editor preview’s sample cart', () => {
  it('sells to a made-up member whose grade and tags are given (never looked up), at the start, in the scene', () => {
    const body = sampleTrial(activity)
    expect(body.member).toEqual({ id: '1', grade: '', tags: [] })
    expect(body).toMatchObject({ scene: 'POS', time: '2026-12-01 00:00:00', preview: activity })
    expect(body.lines.map((l) => l.unitPriceFen)).toEqual([6000, 4000])
    expect(body.codes).toBeUndefined()
  })

  it('uses the scope’s first grade, tag, shop and channel, and enters the activity’s promotion code', () => {
    const body = sampleTrial({
      ...activity,
      promoCode: 'SPRING26',
      scope: { grades: ['61'], tags: ['7', '8'], shopIds: ['31'], channels: ['WECHAT'], goodsIds: ['11'] },
    })
    expect(body.member).toEqual({ id: '1', grade: '61', tags: ['7'] })
    expect(body).toMatchObject({ shopId: '31', channel: 'WECHAT', codes: ['SPRING26'] })
    expect(body.lines.map((l) => l.goodsId)).toEqual(['11', '11'])
  })
})
