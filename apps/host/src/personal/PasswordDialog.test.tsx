import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { render, screen } from '@testing-library/react'
import { App } from 'antd'
import i18next from 'i18next'
import PasswordDialog from './PasswordDialog'

describe('§2 dialogs: change password', () => {
  it('§2 dialogs: the change-password dialog is 650 px wide', async () => {
    await i18next.changeLanguage('zh_CN')
    render(
      <App>
        <PasswordDialog onClose={() => undefined} />
      </App>,
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('650px')
  })
})
