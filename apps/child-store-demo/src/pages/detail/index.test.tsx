import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import axios from 'axios'
import i18next from 'i18next'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer } from '@store/ui/testing'
import subApp from '../../App'

const plan = {
  id: '11',
  planCode: 'KA-2025-004',
  planName: 'Vitamin window',
  category: 'window',
  amount: '25600.00',
  status: 1,
  launchDate: '2025-03-15',
  remark: 'front shelf',
}

function renderDetail() {
  const marks: boolean[] = []
  const saved: Array<Record<string, unknown>> = []
  const server = fakeServer({
    'GET /api/store-demo/item/detail': () => ({ data: plan }),
    'GET /api/blade-system/dict/dictionaryList': () => ({ data: {} }),
    'POST /api/store-demo/item/submit': ({ body }) => {
      saved.push(body as Record<string, unknown>)
      return { data: body }
    },
  })
  axios.defaults.adapter = server.adapter
  const services = {
    setUnsaved: (dirty: boolean) => void marks.push(dirty),
    notify: () => undefined,
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons: ['demo_view', 'demo_edit'] },
  })
  render(
    <MemoryRouter initialEntries={['/child-store-demo/detail/11']}>
      <Routes>
        <Route
          path="/child-store-demo/*"
          element={<subApp.Component bridge={bridge} basename="/child-store-demo" i18n={i18next} />}
        />
      </Routes>
    </MemoryRouter>,
  )
  return { marks, saved }
}

describe('child-store-demo detail page: the remark form and unsaved edits (spec §4)', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('editing the remark marks the tab unsaved; saving it clears the mark', async () => {
    const { marks, saved } = renderDetail()
    const remark = await screen.findByTestId('demo-remark')
    expect(marks.at(-1)).toBe(false)
    fireEvent.change(remark, { target: { value: 'moved to the second gondola' } })
    expect(marks.at(-1)).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(marks.at(-1)).toBe(false))
    expect(saved[0]).toMatchObject({ id: '11', remark: 'moved to the second gondola' })
  })
})
