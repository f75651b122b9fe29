import '@ant-design/v5-patch-for-react-19'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  createBridge,
  NO_PERMISSIONS,
  type ConfirmRequest,
  type HostServices,
  type Notice,
} from '@store/bridge'
import { BridgeProvider } from '@store/bridge/react'
import { defineResource } from '@store/contract'
import { formatAmount } from '../format/amount'
import * as ExcelJS from 'exceljs'
import { fakeApi, type FakeCall, type FakeRoute } from '../testing/fake-api'
import { CrudTable, type CrudTableProps } from './crud-table'

const shelf = defineResource({
  name: 'shelf',
  basePath: '/api/test/shelf',
  permission: 'shelf',
  label: { zh_CN: '货架', zh_HK: '貨架', en: 'Shelf' },
  softDelete: true,
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
      required: true,
      max: 8,
      pattern: '^[A-Z0-9-]+$',
      search: 'like',
      sort: true,
    },
    fixture: {
      type: 'string',
      label: { zh_CN: '位置', zh_HK: '位置', en: 'Fixture' },
      required: true,
      dict: 'fixture',
      search: 'eq',
    },
    side: {
      type: 'int',
      label: { zh_CN: '朝向', zh_HK: '朝向', en: 'Side' },
      options: [
        { value: 1, label: { zh_CN: '左', zh_HK: '左', en: 'Left' } },
        { value: 2, label: { zh_CN: '右', zh_HK: '右', en: 'Right' } },
      ],
    },
    amount: { type: 'decimal', label: { zh_CN: '费用', zh_HK: '費用', en: 'Fee' }, sort: true },
    cost: { type: 'decimal', label: { zh_CN: '成本', zh_HK: '成本', en: 'Cost' } },
  },
})

const ALL = ['shelf_view', 'shelf_add', 'shelf_edit', 'shelf_delete']

type ShelfRow = { id: string } & Record<string, unknown>

function setUp({
  buttons = ALL,
  hidden = [] as string[],
  pageFails = false,
  props = {} as Partial<CrudTableProps<ShelfRow>>,
  routes = {} as Record<string, FakeRoute>,
} = {}) {
  let rows = [
    { id: '1', code: 'A-1', fixture: 'end_cap', side: 2, amount: '25600.00', cost: '10.00' },
    { id: '2', code: 'B-2', fixture: 'cooler', side: 1, amount: '380.5', cost: '20.00' },
  ]
  const { api, calls } = fakeApi({
    'GET /api/test/shelf/page': () =>
      pageFails
        ? { code: 500, msg: 'database unavailable' }
        : { data: { records: rows, total: rows.length } },
    'GET /api/blade-system/dict/dictionaryList': () => ({
      data: {
        fixture: [
          { dictKey: 'end_cap', dictValue: 'End cap' },
          { dictKey: 'cooler', dictValue: 'Cooler' },
        ],
      },
    }),
    'POST /api/test/shelf/submit': () => ({ data: true }),
    'GET /api/test/shelf/delete': ({ params }) => {
      rows = rows.filter((r) => r.id !== params.id)
      return { data: true }
    },
    'POST /api/test/shelf/remove': ({ params }) => {
      const ids = String(params.ids).split(',')
      rows = rows.filter((r) => !ids.includes(r.id))
      return { data: true }
    },
    ...routes,
  })
  const confirms: ConfirmRequest[] = []
  const notices: Notice[] = []
  const services = {
    confirm: async (request: ConfirmRequest) => (confirms.push(request), true),
    notify: (notice: Notice) => void notices.push(notice),
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons, hiddenColumns: { shelf: hidden } },
  })
  render(
    <ConfigProvider locale={enUS}>
      <BridgeProvider bridge={bridge}>
        <CrudTable<ShelfRow>
          resource={shelf}
          api={api}
          locale="en"
          render={{ amount: formatAmount }}
          {...props}
        />
      </BridgeProvider>
    </ConfigProvider>,
  )
  return { calls, confirms, notices }
}

const pageCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith('/page'))

describe('CrudTable (issue 7 part 1)', () => {
  it('lists the page’s rows with dictionary labels, option names and the renderers given, asking for current and size', async () => {
    const { calls } = setUp()
    const row = (await screen.findByText('A-1')).closest('tr')!
    expect(within(row).getByText('End cap')).toBeTruthy()
    expect(within(row).getByText('Right')).toBeTruthy()
    expect(within(row).queryByText('2')).toBeNull()
    expect(within(row).getByText('25,600.00')).toBeTruthy()
    expect(screen.getByText('380.50')).toBeTruthy()
    expect(pageCalls(calls)[0]!.params).toMatchObject({ current: 1, size: 10 })
  })

  it('amounts are right-aligned; a number naming an option reads as its label, left-aligned like text', async () => {
    setUp()
    const row = (await screen.findByText('A-1')).closest('tr')!
    expect(within(row).getByText('25,600.00').closest('td')!.style.textAlign).toBe('right')
    expect(within(row).getByText('Right').closest('td')!.style.textAlign).toBe('')
  })

  it('batch actions get the chosen rows’ ids, and rows can be chosen for them without the delete permission', async () => {
    const chosen: string[][] = []
    setUp({
      buttons: ['shelf_view'],
      props: {
        batchActions: (ids) => [
          <button key="mark" onClick={() => chosen.push(ids)}>
            Mark
          </button>,
        ],
      },
    })
    const row = (await screen.findByText('B-2')).closest('tr')!
    fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Mark' }))
    expect(chosen).toEqual([['2']])
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
  })

  it('leaves out the columns hidden for the user on this menu', async () => {
    setUp({ hidden: ['cost'] })
    await screen.findByText('A-1')
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Cost')
    expect(screen.queryByText('10.00')).toBeNull()
  })

  it('shows only the buttons the user holds: a viewer gets View and no Add, Edit or Delete', async () => {
    setUp({ buttons: ['shelf_view'] })
    await screen.findByText('A-1')
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('sorts by a sortable column with ascs', async () => {
    const { calls } = setUp()
    await screen.findByText('A-1')
    // a table that scrolls sideways may draw its header twice (antd's fixed-header copy): either sorts
    fireEvent.click(screen.getAllByText('Fee', { selector: '.ant-table-column-title' })[0]!)
    await waitFor(() => expect(pageCalls(calls).at(-1)!.params).toMatchObject({ ascs: 'amount' }))
  })

  it('the add dialog checks the definition’s rules in the user’s language before calling the server', async () => {
    const { calls } = setUp()
    await screen.findByText('A-1')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit|Confirm)$/i }))
    expect(await within(dialog).findByText('Enter the Code')).toBeTruthy()
    expect(within(dialog).getByText('Choose the Fixture')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'bad code' } })
    expect(await within(dialog).findByText('Code has an invalid format')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'TOO-LONG-1' } })
    expect(await within(dialog).findByText('Code: at most 8 characters')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false)
  })

  it('deletes a row after the host’s confirmation and reloads the page', async () => {
    const { calls, confirms, notices } = setUp()
    const row = (await screen.findByText('A-1')).closest('tr')!
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Delete' })))
    await waitFor(() => expect(screen.queryByText('A-1')).toBeNull())
    expect(confirms).toEqual([expect.objectContaining({ title: 'Delete this Shelf?', danger: true })])
    expect(calls.find((c) => c.url.endsWith('/remove'))!.params).toEqual({ ids: '1' })
    expect(notices).toEqual([{ type: 'success', message: 'Deleted' }])
    expect(screen.getByText('B-2')).toBeTruthy()
  })

  it('batch-deletes the selected rows', async () => {
    const { calls, confirms } = setUp()
    await screen.findByText('A-1')
    const boxes = screen.getAllByRole('checkbox')
    fireEvent.click(boxes[0]!)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' })))
    await waitFor(() => expect(screen.queryByText('B-2')).toBeNull())
    expect(confirms[0]!.title).toBe('Delete the 2 selected Shelf records?')
    expect(calls.find((c) => c.url.endsWith('/remove'))!.params).toEqual({ ids: '1,2' })
  })

  it('says why the list could not load', async () => {
    setUp({ pageFails: true })
    expect(await screen.findByText('Could not load: database unavailable')).toBeTruthy()
  })

  it('removes one record a call where the endpoint takes one id, and then offers no batch delete', async () => {
    const { calls } = setUp({
      props: { endpoints: { remove: 'delete', removeMethod: 'GET', removeParam: 'id' } },
    })
    const row = (await screen.findByText('A-1')).closest('tr')!
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Delete' })))
    await waitFor(() => expect(screen.queryByText('A-1')).toBeNull())
    expect(calls.find((c) => c.url.endsWith('/delete'))).toMatchObject({ method: 'GET', params: { id: '1' } })
  })

  it('a fixed filter rides on every page call, and fixed values are neither shown nor asked for but saved', async () => {
    const { calls } = setUp({ props: { filter: { fixture: 'cooler' }, values: { fixture: 'cooler' } } })
    await screen.findByText('A-1')
    expect(pageCalls(calls)[0]!.params).toMatchObject({ fixture: 'cooler', current: 1 })
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Fixture')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Fixture')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'C-3' } })
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit|Confirm)$/i })),
    )
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toEqual({ code: 'C-3', fixture: 'cooler' }),
    )
  })
})

/** An import's error report as the server writes it: row number and message per refused row. */
async function reportOf(errors: [number, string][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Errors')
  sheet.addRow(['Row', 'Message'])
  for (const error of errors) sheet.addRow(error)
  const buffer = await book.xlsx.writeBuffer()
  return new Uint8Array(buffer).buffer
}

const UPLOAD = 'POST /api/blade-system/excel/upload'
const STATUS = 'GET /api/blade-system/excel/upload-status'
const REPORT_ADDRESS = '/api/blade-system/down/file?id=78'

function importRoutes(report: ArrayBuffer) {
  let asked = 0
  const record = { id: '77', functionCode: 'shelf', fileName: 'shelves.xlsx', address: null }
  return {
    [UPLOAD]: () => ({ data: { ...record, status: 0, totalCount: 0, successCount: 0, failCount: 0 } }),
    // running at the first look, done at the second
    [STATUS]: () =>
      ++asked === 1
        ? { data: { ...record, status: 1, totalCount: 0, successCount: 0, failCount: 0 } }
        : {
            data: {
              ...record,
              status: 2,
              totalCount: 3,
              successCount: 2,
              failCount: 1,
              address: REPORT_ADDRESS,
            },
          },
    [`GET ${REPORT_ADDRESS}`]: () => ({ data: report }),
  }
}

const chooseFile = (dialog: HTMLElement, file: File) =>
  act(async () => {
    const input = dialog.querySelector('input[type="file"]')!
    fireEvent.change(input, { target: { files: [file] } })
  })

describe('CrudTable export and import (issue 7)', () => {
  it('Export sends the list’s search filters (the fixed ones too) to the export job and says the file will be in the download centre', async () => {
    const { calls, notices } = setUp({
      props: { filter: { fixture: 'cooler' } },
      routes: {
        'POST /api/blade-system/excel/export': () => ({ data: { id: '9', fileName: 'Shelf-20260101' } }),
      },
    })
    await screen.findByText('A-1')
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'A' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^query$/i })))
    await waitFor(() => expect(pageCalls(calls).at(-1)!.params).toMatchObject({ code: 'A' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })))
    await waitFor(() =>
      expect(notices).toEqual([
        {
          type: 'success',
          message: 'Exporting “Shelf-20260101”: the file will be in the download centre when ready',
        },
      ]),
    )
    expect(calls.find((c) => c.url.endsWith('/excel/export'))!.body).toEqual({
      resource: 'shelf',
      params: { code: 'A', fixture: 'cooler' },
    })
  })

  it('the import dialog refuses a file that is not xlsx with a clear message before any upload', async () => {
    const { calls } = setUp({ props: { importCode: 'shelf' } })
    await screen.findByText('A-1')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog')
    await chooseFile(dialog, new File(['a,b'], 'shelves.csv', { type: 'text/csv' }))
    expect(await within(dialog).findByText('Only .xlsx files can be imported')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/excel/upload'))).toBe(false)
  })

  it('a user without the add code gets Export but no Import', async () => {
    setUp({ buttons: ['shelf_view'], props: { importCode: 'shelf' } })
    await screen.findByText('A-1')
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
  })

  it('an import is followed until done: the counts and each refused row’s error show, and the list reloads', async () => {
    const report = await reportOf([[3, 'Code: at most 8 characters']])
    const { calls } = setUp({ props: { importCode: 'shelf' }, routes: importRoutes(report) })
    await screen.findByText('A-1')
    const pagesBefore = pageCalls(calls).length
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog')
    await chooseFile(dialog, new File(['xlsx'], 'shelves.xlsx'))
    expect(await within(dialog).findByText('3 rows: 2 imported, 1 refused')).toBeTruthy()
    expect(within(dialog).getByText('Row 3: Code: at most 8 characters')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Download the error report' })).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/excel/upload'))!.params).toEqual({ functionCode: 'shelf' })
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(pagesBefore))
  })
})

const rack = defineResource({
  name: 'rack',
  basePath: '/api/test/rack',
  permission: 'rack',
  label: { zh_CN: '货架组', zh_HK: '貨架組', en: 'Rack' },
  softDelete: true,
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
      search: 'like',
    },
    shelfIds: {
      type: 'text',
      label: { zh_CN: '货架', zh_HK: '貨架', en: 'Shelves' },
      required: true,
      max: 20,
      pattern: '^[0-9]+(,[0-9]+)*$',
      multiple: true,
    },
  },
})

/** A rack table whose shelves are loaded choices (ids 11, 12, 13; 99 is none of them). */
function setUpRacks() {
  const { api, calls } = fakeApi({
    'GET /api/test/rack/page': () => ({
      data: { records: [{ id: '1', code: 'R-1', shelfIds: '11,99,12' }], total: 1 },
    }),
    'POST /api/test/rack/submit': () => ({ data: true }),
  })
  const { bridge } = createBridge({} as HostServices, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons: ['rack_view', 'rack_add', 'rack_edit'] },
  })
  const shelves = [
    { value: '11', label: 'End cap' },
    { value: '12', label: 'Cooler' },
    { value: '13', label: 'Window' },
  ]
  render(
    <ConfigProvider locale={enUS}>
      <BridgeProvider bridge={bridge}>
        <CrudTable<ShelfRow> resource={rack} api={api} locale="en" choices={{ shelfIds: shelves }} />
      </BridgeProvider>
    </ConfigProvider>,
  )
  return { calls }
}

const submitDialog = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit|Confirm)$/i })))

describe('CrudTable multiple fields', () => {
  it('shows a multiple field’s values by name joined with 、, an unknown id as it is, and leaves it out of search', async () => {
    setUpRacks()
    const row = (await screen.findByText('R-1')).closest('tr')!
    expect(within(row).getByText('End cap、99、Cooler')).toBeTruthy()
    expect(screen.queryByLabelText('Shelves')).toBeNull()
  })

  it('edits a multiple field in a multi-select and submits the choices comma-joined', async () => {
    const { calls } = setUpRacks()
    const row = (await screen.findByText('R-1')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('End cap')).toBeTruthy()
    fireEvent.mouseDown(within(dialog).getByLabelText('Shelves').closest('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('Window', { selector: '.ant-select-item-option-content' }))
    await submitDialog(dialog)
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toEqual({
        id: '1',
        code: 'R-1',
        shelfIds: '11,99,12,13',
      }),
    )
  })

  it('a required multiple field left empty asks to choose it; its rules check the joined choices', async () => {
    const { calls } = setUpRacks()
    await screen.findByText('R-1')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    await submitDialog(dialog)
    expect(await within(dialog).findByText('Choose the Shelves')).toBeTruthy()
    const select = within(dialog).getByLabelText('Shelves').closest('.ant-select-selector')!
    for (const name of ['End cap', 'Cooler', 'Window']) {
      fireEvent.mouseDown(select)
      fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }))
    }
    await submitDialog(dialog)
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toEqual({ shelfIds: '11,12,13' }),
    )
  })
})
