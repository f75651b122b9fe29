import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  activityEndpoints,
  endpointsOf,
  goodsBrandResource,
  goodsClassResource,
  goodsResource,
  memberBrandResource,
  memberGradeResource,
  promChannelResource,
  permissionCodes,
  promSceneResource,
  PROMOTION_CODES,
  retailShopResource,
  type Activity,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const activity = (id: string, code: string, status: Activity['status']): Activity => ({
  id,
  code,
  name: `Activity ${code}`,
  promType: 4,
  form: 'tiered',
  sceneCode: 'POS',
  layer: 'order',
  exclusivity: 'exclusive',
  priority: 1,
  status,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-01 00:00:00',
  weekdays: [],
  hours: [],
  scope: {},
  tiers: [{ threshold: 10000, unit: 'fen', value: 1000 }],
  perMemberLimit: null,
  totalLimit: null,
  budgetFen: 1234500,
  usedFen: 0,
  usedCount: 0,
  processInstanceId: null,
  slogan: null,
  remark: null,
  createTime: '2026-11-01 00:00:00',
  updateTime: '2026-11-01 00:00:00',
})

const routes = () => ({
  [`GET ${activityEndpoints.page.path}`]: () =>
    page([
      activity('1', 'DRAFT-1', 'draft'),
      activity('2', 'LIVE-1', 'active'),
      activity('3', 'OLD-1', 'ended'),
    ]),
  [`POST ${activityEndpoints.submitReview.path}`]: () => ({ data: activity('1', 'DRAFT-1', 'review') }),
  [`POST ${activityEndpoints.changeState.path}`]: () => ({ data: activity('2', 'LIVE-1', 'paused') }),
})
const ALL = [
  'promotion_activity_view',
  'promotion_activity_add',
  'promotion_activity_edit',
  PROMOTION_CODES.activityState,
]

describe('activities list (issue 24 screens)', () => {
  beforeAll(initI18n)

  it('lists activities with type, form, status and budget in the user’s language; each status offers its own steps', async () => {
    const { calls } = renderArea('activity', routes(), ALL)
    const draft = (await screen.findByText('DRAFT-1')).closest('tr')!
    expect(within(draft).getByText('Whole order')).toBeTruthy()
    expect(within(draft).getByText('Tiered')).toBeTruthy()
    expect(within(draft).getByText('12,345.00')).toBeTruthy()
    expect(within(draft).getByRole('button', { name: 'Submit for review' })).toBeTruthy()
    const live = screen.getByText('LIVE-1').closest('tr')!
    expect(within(live).getByText('Active')).toBeTruthy()
    expect(within(live).queryByRole('button', { name: 'Edit' })).toBeNull()
    const ended = screen.getByText('OLD-1').closest('tr')!
    expect(within(ended).queryAllByRole('button')).toHaveLength(0)

    fireEvent.click(within(live).getByRole('button', { name: 'Pause' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/activity/changeState'))?.body).toEqual({
        id: '2',
        action: 'pause',
      }),
    )
    fireEvent.click(within(draft).getByRole('button', { name: 'Submit for review' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/activity/submitReview'))?.body).toEqual({ id: '1' }),
    )
  })

  it('the search and the status filter go to the server from page 1', async () => {
    const { calls } = renderArea('activity', routes(), ALL)
    await screen.findByText('DRAFT-1')
    fireEvent.change(screen.getByLabelText('Search code or name'), { target: { value: 'LIVE' } })
    fireEvent.keyDown(screen.getByLabelText('Search code or name'), { key: 'Enter', code: 'Enter' })
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/activity/page')).at(-1)?.params).toMatchObject({
        name: 'LIVE',
        current: 1,
      }),
    )
  })

  it('a role with only the view button sees no add, edit or state buttons', async () => {
    renderArea('activity', routes(), ['promotion_activity_view'])
    const draft = (await screen.findByText('DRAFT-1')).closest('tr')!
    expect(within(draft).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })
})

describe('review queue', () => {
  beforeAll(initI18n)

  it('lists the activities in review and opens the workflow to-do list to decide', async () => {
    const { calls, tabs } = renderArea(
      'review',
      { [`GET ${activityEndpoints.page.path}`]: () => page([activity('5', 'REV-1', 'review')]) },
      [PROMOTION_CODES.review],
    )
    const row = (await screen.findByText('REV-1')).closest('tr')!
    expect(calls[0]?.params).toMatchObject({ status: 'review' })
    fireEvent.click(within(row).getByRole('button', { name: 'Review in My to-do' }))
    expect(tabs.at(-1)?.path).toBe('/workflow-micro/workflow/todo')
  })
})

describe('activity editor', () => {
  beforeAll(initI18n)

  const listCall = (r: { basePath: string }) => `GET ${r.basePath}/list`
  const editorRoutes = () => ({
    [`GET ${activityEndpoints.detail.path}`]: () => ({
      data: {
        ...activity('9', 'SCOPED-1', 'draft'),
        weekdays: [1, 7],
        scope: {
          shopIds: ['31'],
          channels: ['WECHAT'],
          grades: ['61'],
          brandIds: ['41'],
          classIds: ['51'],
          goodsIds: ['11'],
        },
        promoCode: 'SPRING26',
      },
    }),
    [`GET ${promSceneResource.basePath}/${endpointsOf(promSceneResource).page}`]: () => page([]),
    [listCall(retailShopResource)]: () => ({
      data: [
        { id: '31', name: 'North Shop' },
        { id: '32', name: 'South Shop' },
      ],
    }),
    [listCall(goodsBrandResource)]: () => ({ data: [{ id: '41', name: 'Kangan Brand' }] }),
    [listCall(promChannelResource)]: () => ({
      data: [
        { id: '71', code: 'STORE', name: 'In store' },
        { id: '72', code: 'WECHAT', name: 'WeChat shop' },
      ],
    }),
    [listCall(memberGradeResource)]: () => ({
      data: [
        { id: '61', gradeName: 'Gold', brandId: '81' },
        { id: '62', gradeName: 'Silver', brandId: '81' },
      ],
    }),
    [listCall(memberBrandResource)]: () => ({ data: [{ id: '81', brandName: 'Kangan Club' }] }),
    [listCall(goodsClassResource)]: () => ({ data: [{ id: '51', name: 'Vitamins' }] }),
    [`GET ${goodsResource.basePath}/queryByIds`]: () => ({
      data: [{ id: '11', goodsCode: 'G1', tradeName: 'Vitamin C', retailPrice: '60.00' }],
    }),
    [`POST ${activityEndpoints.submit.path}`]: () => ({ data: activity('9', 'SCOPED-1', 'draft') }),
  })

  it('names the scope’s shops, channels, member grades, classes, brands and goods and the weekdays, and saves their ids and the promotion code', async () => {
    const { calls } = renderArea('activity/edit?id=9', editorRoutes(), [
      'promotion_activity_edit',
      ...[
        retailShopResource,
        promChannelResource,
        memberGradeResource,
        memberBrandResource,
        goodsBrandResource,
        goodsClassResource,
        goodsResource,
      ].map((r) => permissionCodes(r).view),
    ])
    expect(await screen.findByText('North Shop')).toBeTruthy()
    expect(await screen.findByText('Kangan Brand')).toBeTruthy()
    expect(await screen.findByText('Vitamins')).toBeTruthy()
    expect(await screen.findByText('G1 Vitamin C · 60.00')).toBeTruthy()
    expect(await screen.findByText('WeChat shop')).toBeTruthy()
    expect(await screen.findByText('Gold')).toBeTruthy()
    expect(screen.queryByText('31')).toBeNull()
    expect(screen.queryByText('WECHAT')).toBeNull()
    expect((screen.getByLabelText('Promotion code') as HTMLInputElement).value).toBe('SPRING26')
    expect((screen.getByRole('checkbox', { name: 'Mon' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Sat' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: 'Sun' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === activityEndpoints.submit.path)?.body).toMatchObject({
        id: '9',
        weekdays: [1, 7],
        scope: {
          shopIds: ['31'],
          channels: ['WECHAT'],
          grades: ['61'],
          brandIds: ['41'],
          classIds: ['51'],
          goodsIds: ['11'],
        },
        promoCode: 'SPRING26',
      }),
    )
  })
})
