import { fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const classRow = (id: string, parentId: string, code: string, name: string) => ({
  id,
  parentId,
  code,
  name,
  sort: 0,
  status: 1,
})
const western = classRow('31', '0', 'XY', 'Western medicine')
const antibiotics = classRow('32', '31', 'XY01', 'Antibiotics')
const node = (row: ReturnType<typeof classRow>, children: object[] = []) => ({
  ...row,
  label: row.name,
  count: children.length,
  leaf: !children.length,
  children,
})

describe('goods classification screen (spec §2 master data, a tree-type page)', () => {
  beforeAll(initI18n)

  it('lists the top classes, and choosing a class in the tree lists its subclasses', async () => {
    const { calls } = renderSubApp(subApp, 'goodsClass', {
      buttons: ['goods_class_view'],
      routes: {
        'GET /api/store-goods/goodsClass/tree': () => ({ data: [node(western, [node(antibiotics)])] }),
        'GET /api/store-goods/goodsClass/page': ({ params }) => {
          const rows = [western, antibiotics].filter((r) => r.parentId === params.parentId)
          return { data: { records: rows, total: rows.length } }
        },
      },
    })
    expect(await screen.findByText('Top-level classes')).toBeTruthy()
    expect(await screen.findByText('XY')).toBeTruthy()
    fireEvent.click(screen.getAllByText('Western medicine')[0]!)
    expect(await screen.findByText('Classes under Western medicine')).toBeTruthy()
    expect(await screen.findByText('XY01')).toBeTruthy()
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/page') && c.params.parentId === '31')).toBe(true),
    )
  })
})
