import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ShellLogo } from '../layout/ShellLogo'
import { clickSave, renderSetting, settingField, signIn } from './admin-test-kit'
import LogoScreen from './LogoScreen'

const LOGO = { logoUrl: 'https://cdn.example.com/logo.png', title: 'Harbour Mart' }
const SAVE = '/api/blade-system/blade/modify-logo'

const logo = (buttons: string[]) =>
  renderSetting(<LogoScreen />, buttons, LOGO, {
    load: '/api/blade-system/blade/query-logo',
    save: SAVE,
    saveMethod: 'PUT',
  })

describe('logo setting (spec §7 System logo)', () => {
  it('shows the tenant’s logo and title from blade/query-logo; without logo_edit it is read-only with no Save', async () => {
    await logo([])
    await screen.findByLabelText('Logo address')
    expect(settingField('Logo address').value).toBe('https://cdn.example.com/logo.png')
    expect(settingField('Title').value).toBe('Harbour Mart')
    expect(settingField('Title').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('an address that is not http, https or ftp is refused before sending, with the spec §5 message', async () => {
    const server = await logo(['logo_edit'])
    await screen.findByLabelText('Logo address')
    fireEvent.change(settingField('Logo address'), { target: { value: 'file:///logo.png' } })
    await clickSave()
    expect(await screen.findByText('Logo address must be an http, https or ftp address')).toBeTruthy()
    expect(server.requests.some((r) => r.url === SAVE)).toBe(false)
  })

  it('saves by PUT blade/modify-logo, a blank address as null (the product’s own logo)', async () => {
    const server = await logo(['logo_edit'])
    await screen.findByLabelText('Logo address')
    fireEvent.change(settingField('Logo address'), { target: { value: '  ' } })
    fireEvent.change(settingField('Title'), { target: { value: 'Harbour Mart HQ' } })
    await clickSave()
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === SAVE)?.body).toEqual({
        logoUrl: null,
        title: 'Harbour Mart HQ',
      }),
    )
    expect(await screen.findByText('Settings saved')).toBeTruthy()
  })

  it('the shell’s top bar shows the saved logo and title, replaced as soon as modify-logo saves (no reload)', async () => {
    signIn()
    await renderSetting(
      <>
        <header data-testid="top-bar">
          <ShellLogo />
        </header>
        <LogoScreen />
      </>,
      ['logo_edit'],
      LOGO,
      { load: '/api/blade-system/blade/query-logo', save: SAVE, saveMethod: 'PUT' },
    )
    const bar = screen.getByTestId('top-bar')
    expect(await within(bar).findByText('Harbour Mart')).toBeTruthy()
    expect(bar.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/logo.png')
    await screen.findByLabelText('Logo address')
    fireEvent.change(settingField('Logo address'), { target: { value: 'https://cdn.example.com/new.png' } })
    fireEvent.change(settingField('Title'), { target: { value: 'Harbour Mart HQ' } })
    await clickSave()
    expect(await within(bar).findByText('Harbour Mart HQ')).toBeTruthy()
    expect(bar.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/new.png')
  })

  it('without a title or logo of its own the top bar shows the product’s title and no image', async () => {
    signIn()
    await renderSetting(
      <ShellLogo />,
      [],
      { logoUrl: null, title: null },
      {
        load: '/api/blade-system/blade/query-logo',
        save: SAVE,
      },
    )
    expect(await screen.findByText('Storedesk back office')).toBeTruthy()
    expect(document.querySelector('.sd-brand img')).toBeNull()
  })
})
