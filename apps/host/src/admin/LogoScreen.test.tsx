import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { renderAdmin } from './admin-test-kit'
import LogoScreen from './LogoScreen'

const LOGO = { logoUrl: 'https://cdn.example.com/logo.png', title: 'Harbour Mart' }
const SAVE = '/api/blade-system/blade/modify-logo'

function logo(buttons: string[]) {
  return renderAdmin(<LogoScreen />, buttons, (server) => {
    server.on('GET', '/api/blade-system/blade/query-logo', () => envelope(LOGO))
    server.on('PUT', SAVE, () => envelope(LOGO))
  })
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('logo setting (spec §7 System logo)', () => {
  it('shows the tenant’s logo and title from blade/query-logo; without logo_edit it is read-only with no Save', async () => {
    await logo([])
    await screen.findByLabelText('Logo address')
    expect(field('Logo address').value).toBe('https://cdn.example.com/logo.png')
    expect(field('Title').value).toBe('Harbour Mart')
    expect(field('Title').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('an address that is not http, https or ftp is refused before sending, with the spec §5 message', async () => {
    const server = await logo(['logo_edit'])
    await screen.findByLabelText('Logo address')
    fireEvent.change(field('Logo address'), { target: { value: 'file:///logo.png' } })
    await save()
    expect(await screen.findByText('Logo address must be an http, https or ftp address')).toBeTruthy()
    expect(server.requests.some((r) => r.url === SAVE)).toBe(false)
  })

  it('saves by PUT blade/modify-logo, a blank address as null (the product’s own logo)', async () => {
    const server = await logo(['logo_edit'])
    await screen.findByLabelText('Logo address')
    fireEvent.change(field('Logo address'), { target: { value: '  ' } })
    fireEvent.change(field('Title'), { target: { value: 'Harbour Mart HQ' } })
    await save()
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === SAVE)?.body).toEqual({
        logoUrl: null,
        title: 'Harbour Mart HQ',
      }),
    )
    expect(await screen.findByText('Settings saved')).toBeTruthy()
  })
})
