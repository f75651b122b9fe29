import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const wechat = { paymentMethod: 1, paymentMethodName: 'WeChat Pay', isSupported: 1, isEnabled: 1 }
const other = { paymentMethod: 2, paymentMethodName: 'Other payment', isSupported: 1, isEnabled: 0 }

function renderMethods(buttons: string[], confirm = true) {
  return renderSubApp(subApp, 'setting/payMethod', {
    buttons,
    confirm,
    routes: {
      'GET /api/store-crm/prepackage/payMethodList': () => ({ data: [wechat, other] }),
      'POST /api/store-crm/prepackage/payMethodSave': ({ body }) => ({
        data: { ...other, ...(body as object) },
      }),
    },
  })
}

const saves = (calls: { url: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.endsWith('/payMethodSave'))

describe('prepaid payment methods, /huikeCRM/setting/payMethod (spec §3 Payment method setting)', () => {
  beforeAll(initI18n)

  it('shows each method and whether it is on; without the edit button nothing can be switched', async () => {
    renderMethods(['crm_pay_method_view'])
    const wechatSwitch = await screen.findByRole('switch', { name: 'WeChat Pay' })
    expect(wechatSwitch.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('switch', { name: 'Other payment' }).getAttribute('aria-checked')).toBe('false')
    expect((wechatSwitch as HTMLButtonElement).disabled).toBe(true)
  })

  it('switching a method on saves it', async () => {
    const { calls, notices } = renderMethods(['crm_pay_method_view', 'crm_pay_method_edit'])
    fireEvent.click(await screen.findByRole('switch', { name: 'Other payment' }))
    await waitFor(() => expect(saves(calls)[0]?.body).toEqual({ paymentMethod: 2, isEnabled: 1 }))
    await waitFor(() => expect(notices).toContain('“Other payment” saved'))
  })

  it('switching a method off asks first; declined, nothing is saved', async () => {
    const declined = renderMethods(['crm_pay_method_view', 'crm_pay_method_edit'], false)
    fireEvent.click(await screen.findByRole('switch', { name: 'WeChat Pay' }))
    await act(async () => {})
    expect(saves(declined.calls)).toEqual([])
  })
})
