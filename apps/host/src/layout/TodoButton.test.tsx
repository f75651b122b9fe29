import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { theme } from 'antd'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { NO_PERMISSIONS } from '@store/bridge'
import { BridgeProvider } from '@store/bridge/react'
import { WORKFLOW_CODES, WORKFLOW_TASKS_MENU, workflowEndpoints, type TodoCount } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import type { MenuRoute } from '../menu/types'
import { bindNavigate } from '../router/navigation'
import { envelope, fakeServer } from '../session/test-server'
import { menuActions } from '../store/menu-slice'
import { shellStore } from '../store/shell-store'
import { commissionColor, TodoButton } from './TodoButton'

const TODO_PATH = '/workflow-micro/workflow/todo'
const todoMenu: MenuRoute = {
  id: '51',
  parentId: '50',
  applicationId: '5',
  code: WORKFLOW_TASKS_MENU,
  name: '我的待办',
  title: '我的待办',
  view: '流程审批/我的待办',
  path: TODO_PATH,
  source: null,
  category: 1,
  remark: null,
  query: null,
  isMicro: 1,
  microName: 'workflow-micro',
  meta: {
    keepAlive: true,
    i18n: { zh_CN: '我的待办', zh_HK: '我的待辦', en: 'My to-do' },
    expireTime: '9999-12-31 23:59:59',
    expired: false,
    available: true,
  },
}
const defaultToken = theme.getDesignToken()
const badgeCount = () => document.querySelector<HTMLElement>('.ant-badge-count')

/** The shell with these menus and buttons, its server answering the to-do count with `answer()`. */
function renderBadge(
  menus: readonly MenuRoute[],
  buttons: readonly string[],
  answer: () => TodoCount | { status: number },
) {
  shellStore.dispatch(menuActions.loaded({ routes: [...menus], applications: [] }))
  hostControl.setState({ permissions: { ...NO_PERMISSIONS, buttons: [...buttons] } })
  const server = fakeServer(hostApi)
  server.on('GET', workflowEndpoints.todoCount.path, () => {
    const a = answer()
    return 'status' in a
      ? { status: a.status, body: { code: a.status, success: false, msg: '无权限' } }
      : envelope(a)
  })
  render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <TodoButton />
      </BridgeProvider>
    </Provider>,
  )
  return server
}

const WITH_WORKFLOW = [[todoMenu], [WORKFLOW_CODES.todo]] as const

describe('the shell’s to-do badge (spec §3 todo commission message, issue 23)', () => {
  beforeEach(() => i18next.changeLanguage('zh_CN'))

  it('shows the count the todoCount endpoint answers, named in the user’s language', async () => {
    renderBadge(...WITH_WORKFLOW, () => ({ num: 3, commissionId: '9', commissionLevel: 300 }))
    const button = await screen.findByRole('button', { name: '待办 3' })
    expect(badgeCount()?.title).toBe('3')
    await act(() => i18next.changeLanguage('zh_HK'))
    expect(button.getAttribute('aria-label')).toBe('待辦 3')
    await act(() => i18next.changeLanguage('en'))
    expect(button.getAttribute('aria-label')).toBe('To-do 3')
  })

  it('a workflowNotify replaces the count with the one it carries, without asking the server', async () => {
    const server = renderBadge(...WITH_WORKFLOW, () => ({ num: 1, commissionId: '9', commissionLevel: 300 }))
    await screen.findByRole('button', { name: '待办 1' })
    act(() => hostControl.emitRealtime('workflowNotify', { num: 2, commissionId: '8', commissionLevel: 60 }))
    expect(screen.getByRole('button', { name: '待办 2' })).toBeTruthy()
    expect(server.requests).toHaveLength(1)
  })

  it('its colour follows the most urgent task: primary beyond three hours, warning within three, error within one', async () => {
    renderBadge(...WITH_WORKFLOW, () => ({ num: 2, commissionId: '9', commissionLevel: 180 }))
    await screen.findByRole('button', { name: '待办 2' })
    expect(badgeCount()?.style.background).toBe(hexToRgb(defaultToken.colorWarning))
    expect(commissionColor(300, defaultToken)).toBe(defaultToken.colorPrimary)
    expect(commissionColor(180, defaultToken)).toBe(defaultToken.colorWarning)
    expect(commissionColor(60, defaultToken)).toBe(defaultToken.colorError)
  })

  it('the window regaining focus reads the count again', async () => {
    let num = 1
    const server = renderBadge(...WITH_WORKFLOW, () => ({ num, commissionId: '9', commissionLevel: 300 }))
    await screen.findByRole('button', { name: '待办 1' })
    num = 0
    act(() => void fireEvent.focus(window))
    await screen.findByRole('button', { name: '待办 0' })
    expect(server.requests).toHaveLength(2)
    expect(badgeCount()).toBeNull()
  })

  it('clicking it opens the to-do list’s tab', async () => {
    const navigate = jest.fn()
    bindNavigate(navigate)
    renderBadge(...WITH_WORKFLOW, () => ({ num: 1, commissionId: '9', commissionLevel: 300 }))
    fireEvent.click(await screen.findByRole('button', { name: '待办 1' }))
    expect(navigate).toHaveBeenCalledWith(TODO_PATH, undefined)
  })

  it.each([
    ['to-do menu', [], [WORKFLOW_CODES.todo]],
    ['to-do permission', [todoMenu], []],
  ])('a user without the workflow %s sees no badge, and nothing is asked', async (_, menus, buttons) => {
    const server = renderBadge(menus, buttons, () => ({ num: 1, commissionId: '9', commissionLevel: 300 }))
    await act(() => Promise.resolve())
    expect(screen.queryByRole('button')).toBeNull()
    expect(server.requests).toEqual([])
  })

  it('a refused read shows no badge and no error', async () => {
    const server = renderBadge(...WITH_WORKFLOW, () => ({ status: 403 }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    await act(() => Promise.resolve())
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.querySelector('.ant-message, .ant-notification')).toBeNull()
  })
})

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
