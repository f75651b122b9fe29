import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
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
