import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { SHOP_CONTENT_CODES as C, helpEndpoints as ep } from '@store/contract'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const categories = [
  { id: '11', name: 'Shopping guide', sort: 10, articles: 2 },
  { id: '12', name: 'Delivery', sort: 20, articles: 0 },
]
const draft = {
  id: '21',
  categoryId: '11',
  categoryName: 'Shopping guide',
  title: 'How to order',
  body: 'Pick the goods and pay.',
  sort: 10,
  status: 'draft',
  publishTime: null,
  updateTime: '2026-11-27 10:00:00',
}
const published = {
  ...draft,
  id: '22',
  title: 'Coupons',
  status: 'published',
  publishTime: '2026-11-27 11:00:00',
}
const page = (records: object[]) => ({
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
})
const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`

function renderHelp(buttons: string[]) {
  return renderSubApp(subApp, 'help', {
    buttons,
    routes: {
      [route(ep.categoryList)]: () => ({ data: categories }),
      [route(ep.page)]: () => page([draft, published]),
      [route(ep.submit)]: ({ body }) => ({ data: { ...draft, ...(body as object) } }),
      [route(ep.publish)]: () => ({ data: { ...draft, status: 'published' } }),
      [route(ep.remove)]: () => ({ data: true }),
      [route(ep.categorySubmit)]: ({ body }) => ({ data: { ...categories[1], ...(body as object) } }),
      [route(ep.categoryRemove)]: () => ({ data: true }),
    },
  })
}

describe('Help centre screen, /microshop/help (issue 26)', () => {
  beforeAll(initI18n)

  it('lists the categories and the articles with their state; without the edit and publish buttons there is no New, Edit, Publish or Delete', async () => {
    renderHelp([C.helpView])
    expect(await screen.findByText('How to order')).toBeTruthy()
    expect(screen.getByText('Delivery')).toBeTruthy()
    expect(screen.getByText('Draft')).toBeTruthy()
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'New article' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('picking a category and searching a title filter the articles', async () => {
    const { calls } = renderHelp([C.helpView])
    await screen.findByText('How to order')
    fireEvent.click(screen.getAllByText('Shopping guide')[0]!)
    await waitFor(() =>
      expect(calls.some((c) => c.url === ep.page.path && c.params?.categoryId === '11')).toBe(true),
    )
    fireEvent.change(screen.getByLabelText('Article title'), { target: { value: 'coupon' } })
    fireEvent.keyDown(screen.getByLabelText('Article title'), { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url === ep.page.path && c.params?.title === 'coupon' && c.params?.categoryId === '11',
        ),
      ).toBe(true),
    )
  })

  it('publishes a draft, and deletes an article after a confirmation naming it', async () => {
    const { calls, confirms } = renderHelp([C.helpView, C.helpEdit, C.helpPublish])
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.publish.path)).toBe(true))
    expect(calls.find((c) => c.url === ep.publish.path)?.body).toEqual({ id: '21', published: true })
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy()
    const row = screen.getByText('Coupons').closest('tr')!
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.remove.path)).toBe(true))
    expect(confirms.at(-1)?.title).toContain('Coupons')
    expect(calls.find((c) => c.url === ep.remove.path)?.params).toEqual({ ids: '22' })
  })

  it('the article dialog refuses an empty body without calling the server, then saves the edit', async () => {
    const { calls } = renderHelp([C.helpView, C.helpEdit])
    const row = (await screen.findByText('How to order')).closest('tr')!
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    const body = await within(dialog).findByDisplayValue('Pick the goods and pay.')
    fireEvent.change(body, { target: { value: ' ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Please enter Body')).toBeTruthy()
    expect(calls.some((c) => c.url === ep.submit.path)).toBe(false)
    fireEvent.change(body, { target: { value: 'Pick, pay, done.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === ep.submit.path)?.body).toEqual({
      id: '21',
      categoryId: '11',
      title: 'How to order',
      sort: 10,
      body: 'Pick, pay, done.',
    })
  })

  it('a category is removed after a confirmation naming it', async () => {
    const { calls, confirms } = renderHelp([C.helpView, C.helpEdit])
    const item = (await screen.findByText('Delivery')).closest('li')!
    fireEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.categoryRemove.path)).toBe(true))
    expect(confirms.at(-1)?.title).toContain('Delivery')
    expect(calls.find((c) => c.url === ep.categoryRemove.path)?.params).toEqual({ id: '12' })
  })
})
