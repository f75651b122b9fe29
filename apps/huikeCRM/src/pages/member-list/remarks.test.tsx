import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const ann = {
  id: '7001',
  cardNo: 'C0001',
  name: 'Ann Lee',
  phone: '13800000001',
  brandId: '51',
  registerDate: '2026-03-01',
  status: 1,
  remarks: 'Prefers text messages',
}
const bob = { ...ann, id: '7002', cardNo: 'C0002', name: 'Bob Wu', phone: '13800000002', remarks: null }

function renderList(buttons: string[], confirm = true) {
  return renderSubApp(subApp, 'member/list', {
    buttons,
    confirm,
    routes: {
      'POST /api/store-insider/insider/save/query': () => ({ data: { records: [ann, bob], total: 2 } }),
      'GET /api/store-insider/brand/optionlist': () => ({ data: [] }),
      'POST /api/store-insider/insider/add/remarks': ({ body }) => ({
        data: { ...ann, ...(body as object) },
      }),
      'POST /api/store-insider/insider/remove/remarks': () => ({ data: { ...ann, remarks: null } }),
    },
  })
}

const callsTo = (calls: { url: string }[], path: string) => calls.filter((c) => c.url.endsWith(path))
const rowOf = (name: string) => screen.getByText(name).closest('tr')!

async function openRemarksOf(name: string) {
  await screen.findByText(name)
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: 'Remarks' }))
  return screen.findByRole('dialog')
}

describe('member remarks on the member list (spec §7 insider/add/remarks, insider/remove/remarks)', () => {
  beforeAll(initI18n)

  it('the list shows each member’s remarks', async () => {
    renderList(['member_view'])
    expect(await screen.findByText('Prefers text messages')).toBeTruthy()
  })

  it('only holders of member_remark see Remarks, and Clear remarks only on a member with remarks', async () => {
    renderList(['member_view'])
    await screen.findByText('Ann Lee')
    expect(screen.queryByRole('button', { name: 'Remarks' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clear remarks' })).toBeNull()
  })

  it('a holder gets Remarks on every row and Clear remarks where there are remarks', async () => {
    renderList(['member_view', 'member_remark'])
    await screen.findByText('Ann Lee')
    expect(within(rowOf('Ann Lee')).getByRole('button', { name: 'Remarks' })).toBeTruthy()
    expect(within(rowOf('Ann Lee')).getByRole('button', { name: 'Clear remarks' })).toBeTruthy()
    expect(within(rowOf('Bob Wu')).getByRole('button', { name: 'Remarks' })).toBeTruthy()
    expect(within(rowOf('Bob Wu')).queryByRole('button', { name: 'Clear remarks' })).toBeNull()
  })

  it('the dialog starts from the member’s remarks; blank remarks are refused with a message and nothing is sent', async () => {
    const { calls } = renderList(['member_view', 'member_remark'])
    const dialog = await openRemarksOf('Ann Lee')
    const text = within(dialog).getByLabelText('Remarks')
    expect((text as HTMLTextAreaElement).value).toBe('Prefers text messages')
    fireEvent.change(text, { target: { value: '   ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Enter the remarks')).toBeTruthy()
    expect(callsTo(calls, '/add/remarks')).toEqual([])
  })

  it('saving posts the member and its trimmed remarks, closes the dialog and loads the list again', async () => {
    const { calls, notices } = renderList(['member_view', 'member_remark'])
    const dialog = await openRemarksOf('Bob Wu')
    expect((within(dialog).getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('')
    fireEvent.change(within(dialog).getByLabelText('Remarks'), {
      target: { value: ' Allergic to penicillin ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(callsTo(calls, '/add/remarks')).toHaveLength(1))
    expect(callsTo(calls, '/add/remarks')[0]).toMatchObject({
      method: 'POST',
      body: { id: '7002', remarks: 'Allergic to penicillin' },
    })
    await waitFor(() => expect(notices).toContain('Remarks on Bob Wu saved'))
    await waitFor(() => expect(callsTo(calls, '/save/query')).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Clear remarks asks first: declined, nothing is sent', async () => {
    const { calls, confirms } = renderList(['member_view', 'member_remark'], false)
    await screen.findByText('Ann Lee')
    fireEvent.click(within(rowOf('Ann Lee')).getByRole('button', { name: 'Clear remarks' }))
    await waitFor(() => expect(confirms).toHaveLength(1))
    expect(confirms[0]).toMatchObject({ title: 'Clear the remarks on Ann Lee?', danger: true })
    await act(async () => {})
    expect(callsTo(calls, '/remove/remarks')).toEqual([])
  })

  it('Clear remarks, once confirmed, posts remove/remarks with the member’s id and loads the list again', async () => {
    const { calls, confirms, notices } = renderList(['member_view', 'member_remark'])
    await screen.findByText('Ann Lee')
    fireEvent.click(within(rowOf('Ann Lee')).getByRole('button', { name: 'Clear remarks' }))
    await waitFor(() => expect(callsTo(calls, '/remove/remarks')).toHaveLength(1))
    expect(confirms).toHaveLength(1)
    expect(callsTo(calls, '/remove/remarks')[0]).toMatchObject({ method: 'POST', params: { id: '7001' } })
    await waitFor(() => expect(notices).toContain('Remarks on Ann Lee cleared'))
    await waitFor(() => expect(callsTo(calls, '/save/query')).toHaveLength(2))
  })
})
