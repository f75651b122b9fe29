import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { hostApi } from '../bridge/api'
import { fakeServer } from '../session/test-server'
import { present } from './present'

const FILE = '/api/blade-system/down/file?id=7'

describe('file notices (spec §3 exportNotify, §9 durations)', () => {
  beforeEach(() => i18next.changeLanguage('zh_CN'))

  it('a finished export downloads through the API with the user’s token, named after the export, not in a bare new window', async () => {
    const server = fakeServer(hostApi)
    server.on('GET', FILE, () => ({ body: new Blob(['xlsx']) }))
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    URL.createObjectURL = jest.fn(() => 'blob:export')
    URL.revokeObjectURL = jest.fn()
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
})
