import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { App } from 'antd'
import i18next from 'i18next'
import type { DownloadRecord } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostControl } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { DownloadCentrePage } from '.'

const record = (id: string, over: Partial<DownloadRecord>): DownloadRecord => ({
  id,
  fileName: `export ${id}`,
  resource: 'demo-item',
  status: 2,
  progress: 100,
  rowCount: 2000,
  fileSize: 90_000,
  msg: null,
  createTime: '2026-11-24 08:00:00',
  finishTime: '2026-11-24 08:00:05',
  address: `/api/blade-system/down/file?id=${id}`,
  ...over,
})

/** The download centre against the answers apps/server/src/modules/download gives. */
function centre(records: DownloadRecord[]) {
  const server = fakeServer(hostApi)
  let rows = records
  const answer = (next: DownloadRecord[]) => {
    rows = next
  }
  server.on('GET', '/api/blade-system/down/listByUser', () =>
    envelope({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 }),
  )
  server.on('DELETE', '/api/blade-system/down/remove', (req) => {
    rows = rows.filter((r) => r.id !== req.params.ids)
    return envelope(true)
  })
  render(
    <App>
      <DownloadCentrePage />
    </App>,
  )
  return Object.assign(server, { answer })
}

describe('the download centre (/download/index)', () => {
  beforeEach(() => i18next.changeLanguage('zh_CN'))

  it('lists the user’s exports with status and progress; only a finished one can be downloaded', async () => {
    centre([record('1', {}), record('2', { status: 1, progress: 40, address: null, rowCount: 0 })])
    const done = (await screen.findByText('export 1')).closest('tr')!
    const running = screen.getByText('export 2').closest('tr')!
    expect(within(done).getByText('已完成')).toBeTruthy()
    expect(within(done).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    expect(within(running).getByText('导出中')).toBeTruthy()
    expect(within(running).getByText('40%')).toBeTruthy()
    expect(within(done).getByRole('button', { name: '下载' }).hasAttribute('disabled')).toBe(false)
    expect(within(running).getByRole('button', { name: '下载' }).hasAttribute('disabled')).toBe(true)
  })

  it.each(['down', 'exportNotify', 'uploadNotify'] as const)(
    'a realtime %s (a finished record) reads the list again: the new state shows without a reload',
    async (event) => {
      const server = centre([record('5', { status: 1, progress: 40, address: null })])
      await screen.findByText('导出中')
      server.answer([record('5', {}), record('6', { fileName: 'import report' })])
      await act(async () => hostControl.emitRealtime(event, { title: 'export 5' }))
      expect(await screen.findByText('import report')).toBeTruthy()
      expect(within(screen.getByText('export 5').closest('tr')!).getByText('已完成')).toBeTruthy()
    },
  )

  it('remove asks for confirmation, then removes the record', async () => {
    const server = centre([record('7', {})])
    const row = (await screen.findByText('export 7')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('确定删除“export 7”及其文件?').length).toBeGreaterThan(0)
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: '删 除' }))
    expect(await screen.findByText('删除成功')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'DELETE')?.params).toEqual({ ids: '7' })
    expect(screen.queryByText('export 7')).toBeNull()
  })

  it('speaks English and Traditional Chinese too', async () => {
    await i18next.changeLanguage('en')
    centre([record('3', { status: 3, progress: 20, msg: 'The export failed; please try again later' })])
    const row = (await screen.findByText('export 3')).closest('tr')!
    expect(within(row).getByText('Failed')).toBeTruthy()
    expect(screen.getByText('Progress')).toBeTruthy()
    await i18next.changeLanguage('zh_HK')
    expect(await screen.findByText('失敗')).toBeTruthy()
  })
})
