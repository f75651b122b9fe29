import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { aliasRoutes } from './route-aliases'

function Where() {
  const { pathname, search } = useLocation()
  return <output>{`${pathname}${search}`}</output>
}

const landing = (path: string) => {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {aliasRoutes}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  const where = screen.getByRole('status').textContent
  unmount()
  return where
}

/** spec §2: the leave process's routes under /work open the workflow sub-app's pages. */
describe('the leave routes of spec §2', () => {
  it('the form of a definition opens its start form', () => {
    expect(landing('/work/process/leave/form/384')).toBe('/workflow-micro/workflow/process/start/384')
  })

  it('handling a task opens the instance with that task; the detail opens the instance', () => {
    expect(landing('/work/process/leave/handle/71/52/L-9')).toBe(
      '/workflow-micro/workflow/process/detail/52?taskId=71',
    )
    expect(landing('/work/process/leave/detail/52/L-9')).toBe('/workflow-micro/workflow/process/detail/52')
  })
})
