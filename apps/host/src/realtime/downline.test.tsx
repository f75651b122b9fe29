import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { present } from './present'

// a session ends once per page: one case per file
describe('§8 socket downline', () => {
  it('§8 socket downline: a reason other than forced offline (sso_logout) also alerts, then logs out', async () => {
    await i18next.changeLanguage('zh_CN')
    localStorage.setItem('store-menu', '[]')
    present('downline', { reason: 'sso_logout' })

    expect(await screen.findAllByText('您已下线，请重新登录')).not.toHaveLength(0)
    expect(localStorage.getItem('store-menu')).toBe('[]')
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(localStorage.getItem('store-menu')).toBeNull())
  })
})
