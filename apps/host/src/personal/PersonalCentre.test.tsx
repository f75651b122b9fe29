import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import i18next from 'i18next'
import { MemoryRouter } from 'react-router-dom'
import type { BindStatus, Profile, UserSafe } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { PersonalCentrePage } from '.'

const profile: Profile = {
  id: '11',
  tenantId: '100001',
  account: 'admin',
  name: 'admin',
  realName: 'Ada',
  phone: '138****1234',
  email: null,
  avatar: null,
  deptId: '1',
  roles: [{ id: '2', name: '管理员', alias: 'admin' }],
  status: 1,
  passwordChangedAt: '2026-11-01 08:00:00',
}
const unbound = { bound: false, nickname: null, bindTime: null }
const bindings: BindStatus = {
  wechat: { bound: true, nickname: 'ada-wx', bindTime: '2026-11-02 09:00:00' },
  wxcp: { ...unbound, corpId: null },
  phone: { bound: true, phone: '138****1234' },
}
const safe: UserSafe = {
  password: {
    changedAt: '2026-11-01 08:00:00',
    expiresAt: '2027-01-30 08:00:00',
    daysLeft: 67,
    state: 0,
    expiryDays: 90,
    warningDays: 7,
  },
  mfaEnabled: false,
  bindings,
  recentSignIns: [
    {
      time: '2026-11-24 08:00:00',
      grantType: 'password',
      success: true,
      reason: null,
      ip: '10.0.0.9',
      userAgent: null,
    },
  ],
}

/** The personal centre against the answers apps/server/src/modules/user and social give (`failing` answers 500). */
function centre(pageType: string, failing?: string) {
  const server = fakeServer(hostApi)
  let status = bindings
  server.on('GET', '/api/blade-user/personalCenter', () => envelope(profile))
  server.on('POST', '/api/blade-user/personalCenter/update', (req) => envelope({ ...profile, ...req.body }))
  server.on('POST', '/api/blade-user/update-password', () => envelope(true))
  server.on('GET', '/api/blade-user/queryBindStatus', () => envelope(status))
  server.on('GET', '/api/blade-user/unbind', () => {
    status = { ...status, wechat: unbound }
    return envelope(status)
  })
  server.on('GET', '/api/blade-user/user-safe', () => envelope(safe))
  if (failing) server.on('GET', failing, () => ({ status: 500, body: envelope(null, 500, '服务繁忙').body }))
  render(
    <App>
      <MemoryRouter initialEntries={[`/personalCenter/index?pageType=${pageType}`]}>
        <PersonalCentrePage />
      </MemoryRouter>
    </App>,
  )
  return server
}

describe('the personal centre (/personalCenter/index, spec §2 and §7 Users)', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('zh_CN')
    hostControl.setState({
      user: {
        userId: '11',
        account: 'admin',
        userName: 'admin',
        realName: 'Ada',
        avatar: '',
        deptId: '1',
        roleIds: ['2'],
        roleNames: ['管理员'],
      },
    })
  })

  it('pageType=baseInfo: the profile; a changed real name is saved and shown in the top bar’s user', async () => {
    const server = centre('baseInfo')
    const realName = await screen.findByLabelText('真实姓名')
    expect(screen.getByDisplayValue('100001')).toBeTruthy()
    fireEvent.change(realName, { target: { value: 'Ada Lovelace' } })
    fireEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('保存成功')).toBeTruthy()
    const update = server.requests.find((r) => r.url === '/api/blade-user/personalCenter/update')
    expect(update?.body).toMatchObject({ realName: 'Ada Lovelace', name: 'admin', email: '' })
    expect(hostBridge.getState().user?.realName).toBe('Ada Lovelace')
  })

  it('a bad email is refused on the form with its message, and nothing is sent', async () => {
    const server = centre('baseInfo')
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('请输入正确的邮箱')).toBeTruthy()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('pageType=password: the confirmation must match; then update-password is called', async () => {
    const server = centre('password')
    fireEvent.change(await screen.findByLabelText('原密码'), { target: { value: 'old-Pass1' } })
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'new-Pass1' } })
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'new-Pass2' } })
    fireEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'new-Pass1' } })
    fireEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('密码修改成功')).toBeTruthy()
    expect(server.requests.find((r) => r.url === '/api/blade-user/update-password')?.body).toEqual({
      oldPassword: 'old-Pass1',
      newPassword: 'new-Pass1',
      newPassword1: 'new-Pass1',
    })
  })

  it('pageType=binding: unbinding WeChat asks first, then shows it unbound', async () => {
    const server = centre('binding')
    expect(await screen.findByText('ada-wx')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '解 绑' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('确定解除微信绑定?').length).toBeGreaterThan(0)
    expect(server.requests.some((r) => r.url === '/api/blade-user/unbind')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: '解 绑' }))
    expect(await screen.findByText('解绑成功')).toBeTruthy()
    expect(server.requests.find((r) => r.url === '/api/blade-user/unbind')?.params).toEqual({
      type: 'wechat',
    })
    await waitFor(() => expect(screen.queryByText('ada-wx')).toBeNull())
  })

  it('pageType=safety in English: password state, expiry and the recent sign-ins', async () => {
    await i18next.changeLanguage('en')
    centre('safety')
    expect(await screen.findByText('Valid')).toBeTruthy()
    expect(screen.getByText('2027-01-30 08:00:00 (67 days left)')).toBeTruthy()
    expect(screen.getByText('10.0.0.9')).toBeTruthy()
  })

  it('a tab whose load fails shows the server’s message instead of loading for ever', async () => {
    centre('safety', '/api/blade-user/user-safe')
    expect((await screen.findByRole('alert')).textContent).toContain('服务繁忙')
  })
})
