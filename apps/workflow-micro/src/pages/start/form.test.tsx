import { fireEvent, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { daysBetween, toFormData } from './form'
import { initI18n, renderArea } from '../../testing'

const leave = {
  id: '31',
  processKey: 'leave',
  version: 2,
  name: 'Leave request',
  category: 'oa',
  status: 'active',
  createTime: '2026-11-01 09:00:00',
  xml: '<definitions/>',
  designer: null,
  nodes: [],
  formSchema: {
    fields: [
      {
        prop: 'type',
        label: 'Leave type',
        type: 'select',
        required: true,
        options: [{ label: 'Sick', value: 'sick' }],
      },
      { prop: 'days', label: 'Days', type: 'number', required: true },
      { prop: 'reason', label: 'Reason', type: 'textarea', required: true },
      { prop: 'startDate', label: 'Start date', type: 'date', required: true },
      { prop: 'endDate', label: 'End date', type: 'date', required: true },
    ],
  },
}

describe('the start form', () => {
  beforeAll(initI18n)

  it('counts leave days inclusively and sends dates as days', () => {
    expect(daysBetween(dayjs('2026-11-30'), dayjs('2026-12-02'))).toBe(3)
    expect(
      toFormData(leave.formSchema.fields as never, {
        type: 'sick',
        startDate: dayjs('2026-11-30T10:00:00'),
        reason: '',
      }),
    ).toEqual({ type: 'sick', startDate: '2026-11-30' })
  })

  it('refuses an empty leave form with a message per field and sends nothing', async () => {
    const { calls } = renderArea('workflow/process/start/31', {
      'GET /api/blade-workflow/design/detail': () => ({ data: leave }),
    })
    expect(await screen.findByText('Start Leave request')).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Days' }), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Enter Leave type')).toBeTruthy()
    expect(screen.getByText('Enter Reason')).toBeTruthy()
    expect(screen.getByText('Enter Start date')).toBeTruthy()
    expect(await screen.findByText('The days must be more than 0')).toBeTruthy()
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(false))
  })

  it('a suspended process cannot be started', async () => {
    renderArea('workflow/process/start/31', {
      'GET /api/blade-workflow/design/detail': () => ({ data: { ...leave, status: 'suspended' } }),
    })
    expect(await screen.findByText('This process does not exist or is suspended')).toBeTruthy()
  })
})
