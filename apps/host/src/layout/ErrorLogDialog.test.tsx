import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { clientLogEndpoints } from '@store/contract'
import { hostApi } from '../bridge/api'
import { errorLog } from '../errors/error-log'
import { envelope, fakeServer } from '../session/test-server'
import ErrorLogDialog from './ErrorLogDialog'

const ENTRY = { type: 'error', url: '/wel/index', message: 'boom', stack: 'at x', time: 1 }

/** The open confirm dialog with this title. */
const confirmDialog = (title: string) =>
  waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find(
      (d) => d.querySelector('.ant-modal-confirm-title')?.textContent === title,
    )
    expect(dialog).toBeTruthy()
    return dialog!
  })

function openWithOneError() {
  act(() => errorLog.add(ENTRY))
  const server = fakeServer(hostApi)
  server.on('POST', clientLogEndpoints.uploadLogs.path, () => envelope(true))
  render(<ErrorLogDialog onClose={() => undefined} />)
  return server
}

const uploads = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url === clientLogEndpoints.uploadLogs.path)

describe('§2 dialogs: the local error log', () => {
  beforeAll(() => i18next.changeLanguage('zh_CN'))
  afterEach(() => {
    act(() => errorLog.clear())
    document.body.innerHTML = ''
  })

  it('§2 error log: upload asks 确定上传本地日志到服务器? first; cancel sends nothing', async () => {
    const server = openWithOneError()
    fireEvent.click(screen.getByRole('button', { name: '上传服务器' }))
    fireEvent.click(
      within(await confirmDialog('确定上传本地日志到服务器?')).getByRole('button', { name: /取\s*消/ }),
    )
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull())
    expect(uploads(server)).toHaveLength(0)
  })

  it('§2 error log: confirmed, the entries go to the server', async () => {
    const server = openWithOneError()
    fireEvent.click(screen.getByRole('button', { name: '上传服务器' }))
    fireEvent.click(
      within(await confirmDialog('确定上传本地日志到服务器?')).getByRole('button', { name: /确\s*定/ }),
    )
    await waitFor(() => expect(uploads(server)).toHaveLength(1))
    expect(uploads(server)[0]!.body).toEqual([
      { time: 1, level: 'error', message: 'boom', stack: 'at x', url: '/wel/index' },
    ])
    expect(errorLog.entries()).toHaveLength(1)
  })

  it('§2 error log: clear asks 确定清空本地日志记录? and then empties the local log', async () => {
    openWithOneError()
    fireEvent.click(screen.getByRole('button', { name: '清空本地日志' }))
    const dialog = await confirmDialog('确定清空本地日志记录?')
    expect(errorLog.entries()).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(errorLog.entries()).toHaveLength(0))
  })
})
