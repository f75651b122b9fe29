import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { layoutActions } from '../store/layout-slice'
import { shellStore } from '../store/shell-store'
import { LockButton } from './LockButton'

function Where() {
  return <output>{useLocation().pathname}</output>
}

function openDialog() {
  render(
    <Provider store={shellStore}>
      <MemoryRouter initialEntries={['/system/user']}>
        <LockButton />
        <Where />
      </MemoryRouter>
    </Provider>,
  )
  fireEvent.click(screen.getByRole('button', { name: '锁屏' }))
}

const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }))

describe('§4 lock: the lock dialog', () => {
  beforeAll(() => i18next.changeLanguage('zh_CN'))
  beforeEach(() => shellStore.dispatch(layoutActions.unlocked()))

  it('§2 dialogs: the lock password dialog is 30 % wide', async () => {
    openDialog()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('30%')
  })

  it('§4 lock: an empty lock password says 锁屏密码不能为空 and does not lock', async () => {
    openDialog()
    await screen.findByRole('dialog')
    ok()
    expect(await screen.findByText('锁屏密码不能为空')).toBeTruthy()
    expect(shellStore.getState().layout.lock.locked).toBe(false)
  })

  it('§9 lock: the screen locks at once and goes to /lock 100 ms later', async () => {
    openDialog()
    fireEvent.change(await screen.findByLabelText('锁屏密码'), { target: { value: 'secret' } })
    const before = Date.now()
    ok()
    await waitFor(() =>
      expect(shellStore.getState().layout.lock).toEqual({ password: 'secret', locked: true }),
    )
    expect(screen.getByRole('status').textContent).toBe('/system/user')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/lock'))
    expect(Date.now() - before).toBeGreaterThanOrEqual(100)
  })
})
