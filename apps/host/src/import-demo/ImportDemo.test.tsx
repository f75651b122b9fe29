import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import i18next from 'i18next'
import type { UploadHistoryRecord } from '@store/contract'
import { hostApi } from '../bridge/api'
import { envelope, fakeServer } from '../session/test-server'
import { ImportDemoPage } from '.'

const REPORT = '/api/blade-system/down/file?id=90'

const record = (id: string, over: Partial<UploadHistoryRecord>): UploadHistoryRecord => ({
  id,
  functionCode: 'demo-item',
  fileName: `plans ${id}.xlsx`,
  status: 2,
  totalCount: 3,
  successCount: 2,
  failCount: 1,
  msg: `“plans ${id}.xlsx”导入完成：共 3 行，成功 2 行，失败 1 行`,
  createTime: '2026-11-24 08:00:00',
  finishTime: '2026-11-24 08:00:02',
  address: REPORT,
  ...over,
})

/** The import demo against the answers apps/server/src/modules/upload gives. */
function screenWith(records: UploadHistoryRecord[]) {
  const server = fakeServer(hostApi)
  let rows = records
  server.on('GET', '/api/blade-resource/uploadHistory/list', () =>
    envelope({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 }),
  )
  server.on('POST', '/api/blade-system/excel/upload', () => {
    const started = record('5', {
      fileName: 'new.xlsx',
      status: 0,
      totalCount: 0,
      successCount: 0,
      failCount: 0,
      msg: null,
      address: null,
    })
    rows = [started, ...rows]
    return envelope(started)
  })
  render(
    <App>
      <ImportDemoPage />
    </App>,
  )
  return server
}

const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } })

describe('the import demo (/demo/importDemo)', () => {
  beforeEach(() => i18next.changeLanguage('zh_CN'))

  it('lists the user’s imports of display plans with their counts; the error report downloads through the API', async () => {
    const server = screenWith([
      record('1', {}),
      record('2', {
        status: 3,
        msg: '表头缺少“计划名称”列，请使用导入模板',
        address: null,
        failCount: 0,
        successCount: 0,
      }),
    ])
    const done = (await screen.findByText('plans 1.xlsx')).closest('tr')!
    expect(within(done).getByText('已完成')).toBeTruthy()
    expect(within(done).getByText('“plans 1.xlsx”导入完成：共 3 行，成功 2 行，失败 1 行')).toBeTruthy()
    const failed = screen.getByText('plans 2.xlsx').closest('tr')!
    expect(within(failed).getByText('表头缺少“计划名称”列，请使用导入模板')).toBeTruthy()
    expect(within(failed).getByRole('button', { name: '错误报告' }).hasAttribute('disabled')).toBe(true)
    expect(server.requests[0]!.params).toEqual({ current: 1, size: 10, functionCode: 'demo-item' })

    server.on('GET', REPORT, () => ({ body: new Blob(['xlsx']) }))
    URL.createObjectURL = jest.fn(() => 'blob:report')
    URL.revokeObjectURL = jest.fn()
    const saved: string[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    fireEvent.click(within(done).getByRole('button', { name: '错误报告' }))
    await waitFor(() => expect(saved).toEqual(['plans 1-错误报告.xlsx']))
  })

  it('an xlsx is uploaded for the display plans and shows up queued; another type is refused before it is sent', async () => {
    const server = screenWith([])
    await screen.findByText('选择文件并上传')
    choose(new File(['a,b'], 'plans.csv', { type: 'text/csv' }))
    expect(await screen.findByText('只能上传 .xlsx 格式的 Excel 文件')).toBeTruthy()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)

    choose(new File(['PK'], 'new.xlsx'))
    expect(await screen.findByText('“new.xlsx”已上传，正在导入')).toBeTruthy()
    const post = server.requests.find((r) => r.method === 'POST')!
    expect(post.params).toEqual({ functionCode: 'demo-item' })
    const row = (await screen.findByText('new.xlsx')).closest('tr')!
    expect(within(row).getByText('排队中')).toBeTruthy()
  })

  it('speaks English and Traditional Chinese too', async () => {
    await i18next.changeLanguage('en')
    screenWith([record('3', {})])
    const row = (await screen.findByText('plans 3.xlsx')).closest('tr')!
    expect(within(row).getByText('Done')).toBeTruthy()
    expect(screen.getByText('Error report', { selector: 'th' })).toBeTruthy()
    await act(() => i18next.changeLanguage('zh_HK'))
    expect(await screen.findByText('已完成')).toBeTruthy()
    expect(screen.getByText('錯誤報告', { selector: 'th' })).toBeTruthy()
  })
})
