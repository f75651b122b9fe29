import { fireEvent, screen, waitFor } from '@testing-library/react'
import { clickSave, renderSetting, settingField } from './admin-test-kit'
import PwdPolicyScreen from './PwdPolicyScreen'

const POLICY = {
  minLength: 8,
  requireUpper: 1,
  requireLower: 1,
  requireDigit: 1,
  requireSymbol: 0,
  expiryDays: 90,
  warningDays: 7,
  historyCount: 3,
  maxFailures: 5,
  lockMinutes: 30,
  maxSessions: 0,
  mfaForAdmins: 0,
  corpId: null,
}
const UPDATE = '/api/blade-system/pwd-policy/update'

const policy = (buttons: string[]) =>
  renderSetting(<PwdPolicyScreen />, buttons, POLICY, {
    load: '/api/blade-system/pwd-policy/detail',
    save: UPDATE,
  })

describe('password policy (spec §7 System pwd-policy)', () => {
  it('shows the tenant’s policy from pwd-policy/detail; without pwd_policy_edit it is read-only with no Save', async () => {
    await policy(['pwd_policy_view'])
    await screen.findByLabelText('Minimum password length')
    expect(settingField('Minimum password length').value).toBe('8')
    expect(settingField('Password validity (days, 0 = never expires)').value).toBe('90')
    expect(screen.getByRole('switch', { name: 'Uppercase requirement' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(
      screen.getByRole('switch', { name: 'Special character requirement' }).getAttribute('aria-checked'),
    ).toBe('false')
    expect(settingField('Minimum password length').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('without pwd_policy_view the screen says so and never asks the server for the policy', async () => {
    const server = await policy(['pwd_policy_edit'])
    expect(
      await screen.findByText('You have no permission for this menu; please contact your administrator'),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Minimum password length')).toBeNull()
    expect(server.requests.some((r) => r.url === '/api/blade-system/pwd-policy/detail')).toBe(false)
  })

  it('out-of-range numbers and a warning not shorter than the validity are refused before sending', async () => {
    const server = await policy(['pwd_policy_view', 'pwd_policy_edit'])
    await screen.findByLabelText('Minimum password length')
    fireEvent.change(settingField('Minimum password length'), { target: { value: '5' } })
    fireEvent.change(settingField('Expiry warning (days)'), { target: { value: '90' } })
    await clickSave()
    expect(await screen.findByText('Enter a whole number from 6 to 64')).toBeTruthy()
    expect(
      await screen.findByText('The expiry warning must be shorter than the password’s validity'),
    ).toBeTruthy()
    expect(server.requests.some((r) => r.url === UPDATE)).toBe(false)
  })

  it('saves every setting by pwd-policy/update, the switches as 0/1 and no corp id as null', async () => {
    const server = await policy(['pwd_policy_view', 'pwd_policy_edit'])
    await screen.findByLabelText('Minimum password length')
    fireEvent.change(settingField('Minimum password length'), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Special character requirement' }))
    await clickSave()
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === UPDATE)?.body).toEqual({
        ...POLICY,
        minLength: 12,
        requireSymbol: 1,
      }),
    )
    expect(await screen.findByText('Settings saved')).toBeTruthy()
  })
})
