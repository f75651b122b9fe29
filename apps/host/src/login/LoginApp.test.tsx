import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { TokenReplyBody } from '@store/contract'
import { loadSession } from '../session'
import { envelope, fakeServer, type FakeAnswer, type SeenRequest } from '../session/test-server'
import { LoginApp } from './LoginApp'

const TOKEN: TokenReplyBody = {
  access_token: 'access-1',
  token_type: 'bearer',
  refresh_token: 'refresh-1',
  expires_in: 3600,
  scope: 'all',
  tenant_id: '100001',
  user_id: '1001',
  dept_id: '10',
  role_id: '1',
  account: 'admin',
  user_name: 'admin',
  real_name: '管理员',
  role_name: 'administrator',
  avatar: '',
  pwd_expired: 0,
}
const refusal = (error: string, error_description: string, extra: object = {}): FakeAnswer => ({
  status: 400,
  body: { error, error_description, ...extra },
})

/** The login page against a scripted server: tenant 100001 with password and SMS sign-in. */
function loginPage(
  token: (request: SeenRequest) => FakeAnswer,
  navigate: (url: string) => void = () => undefined,
  tenantByDomain: () => Promise<FakeAnswer> = async () => envelope(null),
) {
  const server = fakeServer()
  server.on('GET', '/api/blade-system/tenant/info', tenantByDomain)
  server.on('GET', '/api/store-crm/base-info/getEntryMode', () =>
    envelope({ defaultLogin: 'pwd', pwdLogin: 1, smsLogin: 1, wxLogin: 0, cpLogin: 0 }),
  )
  server.on('POST', '/api/blade-auth/oauth/token', token)
  server.on('GET', '/api/blade-auth/oauth/captcha', () =>
    envelope({ key: 'captcha-1', image: 'data:image/png;base64,AAAA' }),
  )
  server.on('POST', '/api/store-sso-server/blade/session', (req) =>
    envelope({ redirect: `${String(req.body.redirect)}?storeSessionId=handle-1` }),
  )
  server.on('POST', '/api/blade-auth/oauth/modify-password', () => envelope(true, 200, '修改密码成功!'))
  render(<LoginApp initialLocale="zh_CN" api={server.api} navigate={navigate} />)
  return server
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const signIn = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
const tokenRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url === '/api/blade-auth/oauth/token')

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/authorization?redirect=%2Fwel%2Findex')
})

describe('password sign-in form', () => {
  it('a refused password shows the server’s message and asks for a captcha, which the next try sends', async () => {
    const navigate = jest.fn()
    const server = loginPage(
      (req) =>
        req.body.grant_type === 'captcha' &&
        req.headers['captcha-key'] === 'captcha-1' &&
        req.headers['captcha-code'] === 'ab12'
          ? { body: TOKEN }
          : refusal('invalid_grant', '用户名或密码错误'),
      navigate,
    )
    await waitFor(() => expect(screen.getByLabelText('租户ID')).toHaveProperty('value', '000000'))
    type('租户ID', '100001')
    type('账号', 'admin')
    type('密码', 'wrong')
    expect(screen.queryByLabelText('验证码')).toBeNull()
    signIn()

    expect(await screen.findByText('用户名或密码错误')).toBeTruthy()
    expect(await screen.findByLabelText('验证码')).toBeTruthy()
    expect(screen.getByAltText('验证码图片，点击刷新').getAttribute('src')).toBe('data:image/png;base64,AAAA')
    expect(tokenRequests(server)[0]).toMatchObject({
      headers: { 'tenant-id': '100001' },
      body: { grant_type: 'password', username: 'admin', password: 'wrong', tenantId: '100001' },
    })

    type('密码', 'Admin@12345')
    signIn()
    expect(await screen.findByText('请输入验证码')).toBeTruthy()
    type('验证码', 'ab12')
    signIn()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wel/index?storeSessionId=handle-1'))
    expect(loadSession()).toMatchObject({ accessToken: 'access-1', sessionId: 'handle-1' })
    expect(tokenRequests(server)[1]).toMatchObject({
      body: { grant_type: 'captcha', password: 'Admin@12345' },
    })
    const session = server.requests.find((r) => r.url === '/api/store-sso-server/blade/session')
    expect(session).toMatchObject({
      body: { redirect: '/wel/index' },
      headers: { 'blade-auth': 'bearer access-1' },
    })
  })

  it('the tenant field is read-only until the domain’s tenant is known, so nothing typed is overwritten', async () => {
    let answerDomain = (_: FakeAnswer) => undefined as void
    const server = loginPage(
      () => ({ body: TOKEN }),
      undefined,
      () => new Promise<FakeAnswer>((resolve) => (answerDomain = resolve)),
    )
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/blade-system/tenant/info')).toBe(true),
    )
    expect(screen.getByLabelText('租户ID')).toHaveProperty('readOnly', true)
    answerDomain(envelope({ tenantId: '000000' }))
    await waitFor(() => expect(screen.getByLabelText('租户ID')).toHaveProperty('readOnly', false))
    expect(screen.getByLabelText('租户ID')).toHaveProperty('value', '000000')
    type('租户ID', '100001')
    type('账号', 'admin')
    type('密码', 'Admin@12345')
    signIn()
    await waitFor(() => expect(tokenRequests(server)).toHaveLength(1))
    expect(tokenRequests(server)[0]).toMatchObject({ headers: { 'tenant-id': '100001' } })
  })

  it('§4 login: a password grant with pwd_expired 5 starts no session', async () => {
    const navigate = jest.fn()
    const server = loginPage(() => ({ status: 200, body: { ...TOKEN, pwd_expired: 5 } }), navigate)
    await waitFor(() => expect(screen.getByLabelText('租户ID')).toHaveProperty('value', '000000'))
    type('账号', 'admin')
    type('密码', 'Admin@12345')
    signIn()

    expect(await screen.findByText('未知错误')).toBeTruthy()
    expect(server.requests.some((r) => r.url.includes('sso-server'))).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
    expect(loadSession()).toBeNull()
  })

  it('an initial password (pwd_expired 2) must be changed first: no session starts', async () => {
    const server = loginPage(() => refusal('password_expired', '首次登录请修改初始密码', { pwd_expired: 2 }))
    await waitFor(() => expect(screen.getByLabelText('租户ID')).toHaveProperty('value', '000000'))
    type('账号', 'clerk')
    type('密码', 'Initial@1')
    signIn()

    expect(await screen.findByText('首次登录请修改初始密码')).toBeTruthy()
    type('原密码', 'Initial@1')
    type('新密码', 'Better@123')
    type('确认密码', 'Other@123')
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy()

    type('确认密码', 'Better@123')
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('修改密码成功!')).toBeTruthy()
    expect(server.requests.find((r) => r.url === '/api/blade-auth/oauth/modify-password')?.body).toEqual({
      username: 'clerk',
      tenantId: '000000',
      oldPassword: 'Initial@1',
      newPassword: 'Better@123',
      newPassword1: 'Better@123',
    })
    expect(await screen.findByLabelText('账号')).toBeTruthy()
    expect(server.requests.some((r) => r.url.includes('sso-server'))).toBe(false)
    expect(loadSession()).toBeNull()
  })
})
