import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin, type FakeServer } from './admin-test-kit'
import DictScreen, { type DictLayout } from './DictScreen'

const ALL = ['dict_view', 'dict_add', 'dict_edit', 'dict_delete']
const parent = (id: string, code: string, dictValue: string) => ({
  id,
  parentId: '0',
  code,
  dictKey: '-1',
  dictValue,
  sort: 1,
  isSealed: 0,
})
const SEX = parent('1', 'sex', 'Sex')
const items = [
  { id: '11', parentId: '1', code: 'sex', dictKey: '1', dictValue: 'Male', sort: 1, isSealed: 0 },
]

function dictionaries(layout: DictLayout) {
  return renderAdmin(<DictScreen layout={layout} />, ALL, (server: FakeServer) => {
    server.on('GET', '/api/blade-system/dict/page', ({ params }) =>
      params.parentId === '0' ? pageOf([SEX, parent('2', 'zodiac', 'Zodiac')]) : pageOf(items),
    )
    server.on('POST', '/api/blade-system/dict/submit', () => envelope(true))
  })
}
const pageCalls = (server: FakeServer) =>
  server.requests.filter((r) => r.url === '/api/blade-system/dict/page').map((r) => r.params)

describe('dictionary management (spec §2 /dict-horizontal/index and /dict-vertical/index)', () => {
  it('horizontal: the dictionaries beside the items of the one chosen, and a new item goes under it with its code', async () => {
    const server = await dictionaries('horizontal')
    await screen.findByText('Zodiac')
    expect(screen.getByText('Choose a dictionary on the left to see its items')).toBeTruthy()
    expect(pageCalls(server)[0]).toMatchObject({ parentId: '0', current: 1, size: 10 })
    // a dictionary's own key and parent are not asked for
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Key')

    fireEvent.click(screen.getByText('Sex'))
    await screen.findByText('Male')
    expect(screen.getByText('Items of Sex (sex)')).toBeTruthy()
    expect(pageCalls(server).at(-1)).toMatchObject({ parentId: '1' })

    const itemsTable = screen.getByText('Items of Sex (sex)').closest('.ant-pro-table') as HTMLElement
    fireEvent.click(within(itemsTable).getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Code')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: '2' } })
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'Female' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit)$/ })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url.endsWith('/dict/submit'))?.body).toMatchObject({
        parentId: '1',
        code: 'sex',
        dictKey: '2',
        dictValue: 'Female',
      }),
    )
  })

  it('vertical: the items show below the dictionaries, and the other layout is one click away', async () => {
    await dictionaries('vertical')
    await screen.findByText('Sex')
    expect(screen.getByTestId('dict-vertical')).toBeTruthy()
    expect(screen.getByText('Choose a dictionary above to see its items')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Side-by-side layout' })).toBeTruthy()
    fireEvent.click(screen.getByText('Sex'))
    expect(await screen.findByText('Male')).toBeTruthy()
  })
})
