import { act, fireEvent, screen, within } from '@testing-library/react'
import { microAppResource, microHealthEndpoints, type SubAppHealth } from '@store/contract'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin } from './admin-test-kit'
import MicroAppScreen from './MicroAppScreen'
import { adminScreenOf } from './routes'

const HEALTH: SubAppHealth[] = [
  {
    name: 'huikeCRM',
    version: '1.0.1',
    mounts: 42,
    medianMs: 380,
    p95Ms: 1250,
    loadFailures: 2,
    renderErrors: 1,
    latestErrors: [
      { kind: 'renderError', message: 'x is undefined', tenantId: '100002', time: '2026-11-28 10:01:00' },
      {
        kind: 'loadFailure',
        message: 'Loading chunk 7 failed.',
        tenantId: '100001',
        time: '2026-11-28 09:00:00',
      },
    ],
  },
  {
    name: 'huikeCRM',
    version: '1.0.0',
    mounts: 0,
    medianMs: null,
    p95Ms: null,
    loadFailures: 3,
    renderErrors: 0,
    latestErrors: [],
  },
]

function microAppScreen(health: SubAppHealth[] = HEALTH) {
  return renderAdmin(<MicroAppScreen />, ['micro_app_view'], (server) => {
    server.on('GET', `${microAppResource.basePath}/page`, () => pageOf([]))
    server.on('GET', microHealthEndpoints.summary.path, () => envelope(health))
  })
}

const rowOf = (table: HTMLElement, version: string) =>
  within(table).getByRole('cell', { name: version }).closest('tr')!
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('the micro-app screen shows each sub-app version’s health of the last 24 hours (issue 22 item 6)', () => {
  it('the system menu’s /system/microApp opens the micro-app screen', () => {
    expect(adminScreenOf('/system/microApp')).toEqual({ composed: '/system/microApp' })
  })

  it('a row per sub-app and version: mounts, median and p95 load time, failures, render errors and the latest errors', async () => {
    await microAppScreen()
    const card = (await screen.findByText('Sub-app health, last 24 hours')).closest(
      '.ant-card',
    ) as HTMLElement
    const table = await within(card).findByRole('table')
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent)
    expect(header).toEqual([
      'Sub-app',
      'Version',
      'Mounts',
      'Median load time',
      'p95 load time',
      'Load failures',
      'Render errors',
      'Latest errors',
    ])
    const latest = rowOf(table, '1.0.1')
    expect(cells(latest).slice(0, 7)).toEqual(['huikeCRM', '1.0.1', '42', '380 ms', '1250 ms', '2', '1'])
    expect(within(latest).getByText('x is undefined')).toBeTruthy()
    expect(within(latest).getByText('Render error')).toBeTruthy()
    expect(within(latest).getByText('Loading chunk 7 failed.')).toBeTruthy()
    expect(within(latest).getByText('2026-11-28 10:01:00 · 100002')).toBeTruthy()
    expect(cells(rowOf(table, '1.0.0')).slice(0, 7)).toEqual(['huikeCRM', '1.0.0', '0', '–', '–', '3', '0'])
  })

  it('says so when no sub-app reported; Refresh asks again', async () => {
    const server = await microAppScreen([])
    expect(await screen.findByText('No sub-app has reported lately')).toBeTruthy()
    const asked = () => server.requests.filter((r) => r.url === microHealthEndpoints.summary.path).length
    expect(asked()).toBe(1)
    const card = screen.getByText('Sub-app health, last 24 hours').closest('.ant-card') as HTMLElement
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Refresh' })))
    expect(asked()).toBe(2)
  })
})
