import { fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp, type RenderOptions } from '@store/micro/testing'
import subApp from '../../App'

const RULE = { pointsPerYuan: '1.00', expiryMonths: 12, freezeDays: 7, enabled: 1 }
const LOAD = 'GET /api/store-insider/insiderRule/findAllPointsRule'
const SAVE = 'POST /api/store-insider/insiderRule/updateRule'

function renderRule(buttons: string[], more: Partial<RenderOptions> = {}) {
  return renderSubApp(subApp, 'pointsRule', {
    buttons,
    routes: { [LOAD]: () => ({ data: RULE }), [SAVE]: (call) => ({ data: call.body }) },
    ...more,
  })
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('points rules, /member-center/pointsRule (spec §7 insiderRule/findAllPointsRule, updateRule)', () => {
  beforeAll(initI18n)

  it('without the view permission: the no-permission page and no call to the server', async () => {
    const { calls } = renderRule([])
    expect(await screen.findByText(/You have no permission for this menu/)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('a viewer sees the tenant’s rules read-only, with no Save', async () => {
    renderRule(['points_rule_view'])
    expect((await screen.findByLabelText('Points per yuan spent')).getAttribute('value')).toBe('1.00')
    expect(field('Points per yuan spent').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('saving asks first, since purchases from then on earn by the new rules; then sends the whole rule', async () => {
    const { calls, confirms, notices } = renderRule(['points_rule_view', 'points_rule_edit'])
    await screen.findByLabelText('Points per yuan spent')
    fireEvent.change(field('Points per yuan spent'), { target: { value: '2.5' } })
    fireEvent.change(field('Frozen for (days, the after-sale window)'), { target: { value: '3' } })
    save()
    await waitFor(() => expect(notices).toContain('Settings saved'))
    expect(confirms).toEqual([expect.objectContaining({ title: 'Save the points rules?' })])
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...RULE,
      pointsPerYuan: '2.5',
      freezeDays: 3,
    })
  })

  it('a declined confirmation saves nothing', async () => {
    const { calls, confirms } = renderRule(['points_rule_view', 'points_rule_edit'], { confirm: false })
    await screen.findByLabelText('Points per yuan spent')
    save()
    await waitFor(() => expect(confirms).toHaveLength(1))
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('a rate with three decimals is refused on the form with its message, before any call', async () => {
    const { calls } = renderRule(['points_rule_view', 'points_rule_edit'])
    await screen.findByLabelText('Points per yuan spent')
    fireEvent.change(field('Points per yuan spent'), { target: { value: '1.255' } })
    save()
    expect(await screen.findByText('Enter a number from 0 to 9999.99 with at most two decimals')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('a load the server refuses shows its message instead of the form', async () => {
    renderRule(['points_rule_view'], {
      routes: { [LOAD]: () => ({ code: 403, msg: 'Permission refused: points_rule_view' }) },
    })
    expect(await screen.findByText('Permission refused: points_rule_view')).toBeTruthy()
    expect(screen.queryByLabelText('Points per yuan spent')).toBeNull()
  })
})
