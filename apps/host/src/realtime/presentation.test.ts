import { PRICE_ORDER_MS, presentationOf } from './presentation'

const COUNT = { num: 1, commissionId: '5', commissionLevel: 300 }

describe('realtime events as the shell shows them (spec §4, §8, §9)', () => {
  it('price-order messages show for 5000 ms, their review result as success or error', () => {
    expect(PRICE_ORDER_MS).toBe(5000)
    const order = {
      params: { code: 'P1', title: '春季调价', count: '2' },
      address: '/priceCenter/priceOrder',
    }
    expect(presentationOf('newPriceOrderMessage', order)).toMatchObject({
      kind: 'notify',
      level: 'info',
      descriptionKey: 'price.newPriceOrderMessage',
      params: order.params,
      address: '/priceCenter/priceOrder',
      durationMs: 5000,
    })
    expect(presentationOf('newPriceOrderCheckSuccessMessage', order)).toMatchObject({
      level: 'success',
      durationMs: 5000,
    })
    expect(presentationOf('newPriceOrderCheckFailMessage', order)).toMatchObject({
      level: 'error',
      durationMs: 5000,
    })
  })

  it('download, export, import and workflow notices stay until closed', () => {
    for (const event of ['down', 'exportNotify', 'uploadNotify'] as const)
      expect(presentationOf(event, { address: 'https://files.example/a.xlsx' })).toMatchObject({
        level: 'success',
        address: 'https://files.example/a.xlsx',
        durationMs: null,
      })
    expect(presentationOf('workflowNotify', { notice: 'todo', ...COUNT })).toMatchObject({ durationMs: null })
  })

  it('a workflow notice is worded by the shell from its key and params, not from the server’s text', () => {
    expect(
      presentationOf('workflowNotify', {
        notice: 'transfer',
        params: { node: '部门领导审批' },
        address: '/workflow-micro/workflow/process/detail/9',
        ...COUNT,
      }),
    ).toEqual({
      kind: 'notify',
      level: 'info',
      titleKey: 'workflow.title.transfer',
      descriptionKey: 'workflow.content.transfer',
      params: { node: '部门领导审批' },
      address: '/workflow-micro/workflow/process/detail/9',
      durationMs: null,
    })
    expect(
      presentationOf('workflowNotify', { notice: 'end', params: { status: 'withdrawn' }, ...COUNT }),
    ).toMatchObject({
      descriptionKey: 'workflow.end.withdrawn',
    })
    expect(
      presentationOf('workflowNotify', { notice: 'urge', params: { comment: '请今天处理' }, ...COUNT }),
    ).toMatchObject({
      titleKey: 'workflow.title.urge',
      description: '请今天处理',
    })
  })

  it('a workflow event that only brings the to-do count is for the badge, not a notice', () => {
    expect(presentationOf('workflowNotify', COUNT)).toEqual({ kind: 'silent' })
  })

  it('a file notice without an address is an error showing the server’s msg', () => {
    expect(presentationOf('exportNotify', { msg: '导出失败：数据过多' })).toEqual({
      kind: 'notify',
      level: 'error',
      title: undefined,
      description: '导出失败：数据过多',
      durationMs: null,
    })
  })

  it('an order carries its sound alert; other messages keep antd’s default duration', () => {
    expect(presentationOf('newOrder', { title: '新订单 #12', content: '¥38.00', voiceTime: 3 })).toEqual({
      kind: 'notify',
      level: 'info',
      title: '新订单 #12',
      description: '¥38.00',
      address: undefined,
      durationMs: undefined,
      voiceTime: 3,
    })
    expect(presentationOf('newGoodsSyncFail', { content: 'SKU 9' })).toMatchObject({ level: 'error' })
  })

  it('a new notice shows its title under the shell’s heading', () => {
    expect(presentationOf('haveNewNotice', { id: '1', title: '盘点通知', type: 1 })).toEqual({
      kind: 'notify',
      level: 'info',
      description: '盘点通知',
    })
  })

  it('§8 downline ends the session; forced offline says so in its alert', () => {
    expect(presentationOf('downline', { reason: 'forced_offline' })).toEqual({
      kind: 'downline',
      forcedOffline: true,
    })
    expect(presentationOf('downline', { reason: 'sso_logout' })).toEqual({
      kind: 'downline',
      forcedOffline: false,
    })
  })

  it('callClientFunction is only forwarded to the sub-apps', () => {
    expect(presentationOf('callClientFunction', { name: 'print', args: [1] })).toEqual({ kind: 'silent' })
  })
})
