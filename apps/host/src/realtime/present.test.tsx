import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { notification } from 'antd'
import i18next from 'i18next'
import { hostApi } from '../bridge/api'
import { fakeServer } from '../session/test-server'
import { present } from './present'

const FILE = '/api/blade-system/down/file?id=7'

describe('file notices (spec §3 exportNotify and uploadNotify)', () => {
  beforeEach(() => {
    void i18next.changeLanguage('zh_CN')
    URL.createObjectURL = jest.fn(() => 'blob:file')
    URL.revokeObjectURL = jest.fn()
  })
  afterEach(() => jest.restoreAllMocks())

  it('a finished export downloads through the API with the user’s token, named after the export, not in a bare new window', async () => {
    const server = fakeServer(hostApi)
    server.on('GET', FILE, () => ({ body: new Blob(['xlsx']) }))
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    const saved: string[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })

    present('exportNotify', { title: '会员导出', address: FILE })
    fireEvent.click(await screen.findByRole('button', { name: /下\s?载/ }))

    await waitFor(() => expect(saved).toEqual(['会员导出.xlsx']))
    expect(server.requests.map((r) => r.url)).toEqual([FILE])
    expect(open).not.toHaveBeenCalled()
  })

  it('an import’s error report keeps the uploaded file’s name, without a second .xlsx', async () => {
    const server = fakeServer(hostApi)
    server.on('GET', FILE, () => ({ body: new Blob(['xlsx']) }))
    const saved: string[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })

    present('uploadNotify', { title: 'plans.xlsx', address: FILE })
    const notice = (await screen.findByText('plans.xlsx')).closest<HTMLElement>('.ant-notification-notice')!
    fireEvent.click(within(notice).getByRole('button', { name: /下\s?载/ }))

    await waitFor(() => expect(saved).toEqual(['plans.xlsx']))
  })
})

describe('workflow notices in the user’s language (spec §7 workflowNotify)', () => {
  afterEach(() => act(() => notification.destroy()))

  it.each([
    ['zh_CN', '转办提醒', '部门领导审批：有一条任务转办给您'],
    ['zh_HK', '轉辦提醒', '部门领导审批：有一條任務轉辦給您'],
    ['en', 'Task transferred to you', '部门领导审批: a task was transferred to you'],
  ])('a transfer reads in %s, the node’s name filled in', async (locale, title, text) => {
    await i18next.changeLanguage(locale)
    await act(async () =>
      present('workflowNotify', {
        notice: 'transfer',
        params: { node: '部门领导审批' },
        num: 1,
        commissionId: '5',
        commissionLevel: 300,
      }),
    )
    expect(await screen.findByText(title)).toBeTruthy()
    expect(screen.getByText(text)).toBeTruthy()
  })
})

describe('price-order events in the user’s language (spec §7 newPriceOrder*)', () => {
  afterEach(() => act(() => notification.destroy()))

  it.each([
    ['zh_CN', '调价单审核通过', '调价单 P7“春季调价”已审核通过，将于 2026-12-01 00:00:00 生效'],
    ['zh_HK', '調價單審核通過', '調價單 P7「春季调价」已審核通過，將於 2026-12-01 00:00:00 生效'],
    [
      'en',
      'Price-change order approved',
      'Change order P7 “春季调价” was approved and takes effect at 2026-12-01 00:00:00',
    ],
  ])('an approval reads in %s, the order and its effective time filled in', async (locale, title, text) => {
    await i18next.changeLanguage(locale)
    await act(async () =>
      present('newPriceOrderCheckSuccessMessage', {
        params: { code: 'P7', title: '春季调价', at: '2026-12-01 00:00:00' },
        address: '/priceCenter/priceOrder',
      }),
    )
    expect(await screen.findByText(title)).toBeTruthy()
    expect(screen.getByText(text)).toBeTruthy()
  })
})
