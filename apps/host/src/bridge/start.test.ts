import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { beginSession, type SessionStart, type StoredSession } from '../session'
import { fakeServer } from '../session/test-server'
import { bindNavigate } from '../router/navigation'
import { layoutActions } from '../store/layout-slice'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { tabFor } from '../tabs/rules'
import { hostApi } from './api'
import { startShell } from './start'

// the SSO exchange and the token keeper have their own tests (session/session.test.ts); here only what the shell does with their outcome
jest.mock('../session', () => ({
  ...jest.requireActual<object>('../session'),
  beginSession: jest.fn(),
  startSessionKeeper: jest.fn(),
}))

const session: StoredSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 3_600_000,
  sessionId: 'handle-1',
  user: {
    userId: '1001',
    account: 'admin',
    userName: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '10',
    roleIds: ['1'],
    roleNames: ['administrator'],
  },
  tenant: { tenantId: '100001', tenantName: '' },
  pwdExpired: 0,
}

const starting = (start: SessionStart) => jest.mocked(beginSession).mockResolvedValue(start)
const tabValues = () => shellStore.getState().tabs.list.map((t) => t.value)

describe('§4 session start', () => {
  beforeAll(() => {
    fakeServer(hostApi)
    bindNavigate(() => undefined)
  })
  beforeEach(() => {
    shellStore.dispatch(tabActions.reset())
    shellStore.dispatch(tabActions.opened(tabFor('/system/user', '用户')))
    shellStore.dispatch(layoutActions.locked('secret'))
  })

  it('§4 session start: a session id in the URL clears the tabs and the lock', async () => {
    starting({ kind: 'started', session })
    await expect(startShell()).resolves.toBe(true)
    expect(tabValues()).toEqual(['/wel/index'])
    expect(shellStore.getState().layout.lock).toEqual({ password: null, locked: false })
  })

  it('§4 session start: a stored session resumes with its tabs and lock', async () => {
    starting({ kind: 'resumed', session })
    await expect(startShell()).resolves.toBe(true)
    expect(tabValues()).toEqual(['/wel/index', '/system/user'])
    expect(shellStore.getState().layout.lock.locked).toBe(true)
  })
})
