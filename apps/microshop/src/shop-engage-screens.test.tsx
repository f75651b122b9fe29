import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  SHOP_ENGAGE_CODES as C,
  couponTemplateResource,
  distributionEndpoints as dist,
  luckyDrawEndpoints as ep,
  permissionCodes,
  quizEndpoints as qz,
  shopGoodsEndpoints,
  voteEndpoints as vt,
} from '@store/contract'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const running = {
  id: '71',
  name: 'Member points draw',
  description: null,
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-12-25 00:00:00',
  status: 'running',
  costPoints: 10,
  dailyLimit: 3,
  totalLimit: 30,
  draws: 0,
  createTime: '2026-11-24 09:00:00',
}
const detail = {
  ...running,
  prizes: [
    {
      id: '81',
      name: '100 points',
      kind: 'points',
      points: 100,
      couponTemplateId: null,
      shopGoodsId: null,
      stock: 50,
      probabilityPpm: 250_000,
      awarded: 0,
    },
    {
      id: '82',
      name: 'Thanks',
      kind: 'none',
      points: null,
      couponTemplateId: null,
      shopGoodsId: null,
      stock: null,
      probabilityPpm: 750_000,
      awarded: 0,
    },
  ],
}
const stats = {
  draws: 24,
  members: 12,
  pointsSpent: 240,
  winners: 7,
  prizes: [
    {
      prizeId: '81',
      name: '100 points',
      kind: 'points',
      probabilityPpm: 250_000,
      rolled: 7,
      awarded: 7,
      remaining: 43,
    },
    {
      prizeId: '82',
      name: 'Thanks',
      kind: 'none',
      probabilityPpm: 750_000,
      rolled: 17,
      awarded: 17,
      remaining: null,
    },
  ],
}
const record = {
  id: '91',
  drawId: '71',
  memberId: '5001',
  seed: 123456789,
  roll: 204_511,
  rolledPrizeId: '81',
  prizeId: '81',
  prizeName: '100 points',
  prizeKind: 'points',
  points: 100,
  costPoints: 10,
  day: '2026-11-27',
  createTime: '2026-11-27 10:00:00',
}
const page = (records: object[]) => ({
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
})
const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`

/** The pool with a coupon prize (the promotions' template 41) and a goods prize (the shop's goods 51). */
const handedOver = {
  ...detail,
  prizes: [
    detail.prizes[0]!,
    {
      ...detail.prizes[1]!,
      id: '83',
      name: '10 off',
      kind: 'coupon',
      couponTemplateId: '41',
      stock: 5,
      probabilityPpm: 100_000,
    },
    {
      ...detail.prizes[1]!,
      id: '84',
      name: 'Cup',
      kind: 'goods',
      shopGoodsId: '51',
      stock: 2,
      probabilityPpm: 50_000,
    },
    { ...detail.prizes[1]!, probabilityPpm: 600_000 },
  ],
}

function renderDraws(buttons: string[], shown: object = detail) {
  return renderSubApp(subApp, 'luckyDraw', {
    buttons,
    routes: {
      [route(ep.page)]: () => page([running]),
      [route(ep.detail)]: () => ({ data: shown }),
      [route(ep.submit)]: ({ body }) => ({ data: { ...shown, ...(body as object) } }),
      [`GET ${couponTemplateResource.basePath}/list`]: () => ({
        data: [{ id: '41', code: 'C-100-10', name: '10 off over 100' }],
      }),
      [route(shopGoodsEndpoints.page)]: () => page([{ id: '51', goodsName: 'Thermos cup', priceFen: 3000 }]),
      [route(ep.stop)]: () => ({ data: { ...detail, status: 'stopped' } }),
      [route(ep.stats)]: () => ({ data: stats }),
      [route(ep.records)]: () => page([record]),
    },
  })
}

describe('Lucky draw screen, /microshop/luckyDraw (issue 26)', () => {
  beforeAll(initI18n)

  it('lists the activities with their state; without the edit and stop buttons there is no New, Edit or Stop', async () => {
    renderDraws([C.luckyDrawView])
    expect(await screen.findByText('Member points draw')).toBeTruthy()
    expect(screen.getByText('Running')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New lucky draw' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  })

  it('stopping asks for a confirmation naming the activity, then calls stop', async () => {
    const { calls, confirms } = renderDraws([C.luckyDrawView, C.luckyDrawStop])
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.stop.path)).toBe(true))
    expect(confirms[0]?.title).toContain('Member points draw')
    expect(calls.find((c) => c.url === ep.stop.path)?.params).toEqual({ id: '71' })
  })

  it('the dialog refuses chances that do not add up to 100%, and saves the pool in parts per million', async () => {
    const { calls } = renderDraws([C.luckyDrawView, C.luckyDrawEdit])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByDisplayValue('100 points')).toBeTruthy())
    const chance = within(dialog).getByDisplayValue('25.0000')
    fireEvent.change(chance, { target: { value: '30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('The chances add up to 105%: they must add up to 100%'),
    ).toBeTruthy()
    expect(calls.some((c) => c.url === ep.submit.path)).toBe(false)
    fireEvent.change(within(dialog).getByDisplayValue('30.0000'), { target: { value: '25' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === ep.submit.path)?.body).toMatchObject({
      id: '71',
      startTime: '2026-11-25 00:00:00',
      endTime: '2026-12-25 00:00:00',
      prizes: [
        { id: '81', name: '100 points', kind: 'points', points: 100, stock: 50, probabilityPpm: 250_000 },
        { id: '82', name: 'Thanks', kind: 'none', probabilityPpm: 750_000 },
      ],
    })
  })

  it('a coupon prize picks its coupon template and a goods prize its goods, by name; a goods prize without goods is refused', async () => {
    const { calls } = renderDraws(
      [C.luckyDrawView, C.luckyDrawEdit, permissionCodes(couponTemplateResource).view],
      handedOver,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('C-100-10 10 off over 100')).toBeTruthy()
    expect(await within(dialog).findByText('Thermos cup')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a prize' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Please enter Prize goods')).toBeTruthy()
    expect(calls.some((c) => c.url === ep.submit.path)).toBe(false)
    const removes = within(dialog).getAllByRole('button', { name: 'Remove the prize' })
    fireEvent.click(removes[removes.length - 1]!)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === ep.submit.path)?.body).toMatchObject({
      prizes: [
        { id: '81', kind: 'points' },
        { id: '83', kind: 'coupon', couponTemplateId: '41', stock: 5, probabilityPpm: 100_000 },
        { id: '84', kind: 'goods', shopGoodsId: '51', stock: 2, probabilityPpm: 50_000 },
        { id: '82', kind: 'none', probabilityPpm: 600_000 },
      ],
    })
  })

  it('records and figures: a card row of totals, each prize’s rolled / awarded / left, and the draws with seed and roll', async () => {
    renderDraws([C.luckyDrawView])
    fireEvent.click(await screen.findByRole('button', { name: 'Records and figures' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('240')).toBeTruthy()
    expect(within(drawer).getByText('43')).toBeTruthy()
    expect(within(drawer).getByText('Unlimited')).toBeTruthy()
    expect(await within(drawer).findByText('123456789')).toBeTruthy()
    expect(within(drawer).getByText('204511')).toBeTruthy()
  })
})

const applicant = {
  id: '61',
  memberId: '5002',
  memberName: 'Lin Mei',
  code: 'ABC123',
  level: 1,
  status: 'pending',
  refuseReason: null,
  frozenFen: 0,
  availableFen: 0,
  createTime: '2026-11-26 09:00:00',
}
const withdrawal = {
  id: '62',
  distributorId: '60',
  memberId: '5003',
  memberName: 'Zhao Lei',
  amountFen: 12_345,
  status: 'pending',
  reason: null,
  createTime: '2026-11-27 09:00:00',
  reviewTime: null,
}
const distStats = {
  approved: 2,
  pending: 1,
  attributedOrders: 9,
  frozenFen: 4_500,
  availableFen: 8_800,
  withdrawnFen: 1_000,
  pendingWithdrawals: 1,
}

function renderDistribution(buttons: string[]) {
  return renderSubApp(subApp, 'distribution', {
    buttons,
    routes: {
      [route(dist.stats)]: () => ({ data: distStats }),
      [route(dist.distributorPage)]: () => page([applicant]),
      [route(dist.approve)]: ({ body }) => ({
        data: { ...applicant, ...(body as object), status: 'approved' },
      }),
      [route(dist.rules)]: () => ({ data: [{ id: '63', level: 1, goodsId: null, rateBp: 500 }] }),
      [route(dist.ruleRemove)]: () => ({ data: true }),
      [route(dist.withdrawalPage)]: () => page([withdrawal]),
      [route(dist.withdrawalApprove)]: () => ({ data: { ...withdrawal, status: 'approved' } }),
    },
  })
}

describe('Distribution centre screen, /microshop/distribution (issue 26)', () => {
  beforeAll(initI18n)

  it('shows the figures as a card row and the distributors; without the review button there is no Approve', async () => {
    renderDistribution([C.distributionView])
    expect(await screen.findByText('ABC123')).toBeTruthy()
    expect(screen.getByText('Lin Mei')).toBeTruthy()
    expect(screen.getByText('5002')).toBeTruthy()
    expect(screen.getByText('Attributed orders')).toBeTruthy()
    expect(await screen.findByText('9')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('a pending distributor is approved at the level chosen', async () => {
    const { calls } = renderDistribution([C.distributionView, C.distributionAudit])
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === dist.approve.path)?.body).toEqual({ id: '61', level: 1 }),
    )
  })

  it('a withdrawal is approved after a confirmation naming its amount', async () => {
    const { calls, confirms } = renderDistribution([C.distributionView, C.distributionAudit])
    fireEvent.click(await screen.findByRole('tab', { name: 'Withdrawals' }))
    expect(await screen.findByText('123.45')).toBeTruthy()
    expect(screen.getByText('Zhao Lei')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(calls.some((c) => c.url === dist.withdrawalApprove.path)).toBe(true))
    expect(confirms[0]?.title).toContain('123.45')
  })

  it('a commission rule reads as a percentage and is removed after a confirmation', async () => {
    const { calls, confirms } = renderDistribution([C.distributionView, C.distributionEdit])
    fireEvent.click(await screen.findByRole('tab', { name: 'Commission rules' }))
    expect(await screen.findByText('5%')).toBeTruthy()
    expect(screen.getByText('All goods')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === dist.ruleRemove.path)?.params).toEqual({ ids: '63' }),
    )
    expect(confirms).toHaveLength(1)
  })
})

const vote = {
  id: '41',
  name: 'Favourite new drink',
  description: null,
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-12-25 00:00:00',
  status: 'running',
  period: 'daily',
  votes: 3,
  createTime: '2026-11-24 09:00:00',
}
const voteDetail = {
  ...vote,
  votes: 0,
  options: [
    { id: '42', text: 'Cold brew', imageUrl: null, votes: 0 },
    { id: '43', text: 'Osmanthus oolong', imageUrl: 'https://img.example.com/o.png', votes: 0 },
  ],
}
const voteStats = {
  votes: 3,
  members: 3,
  options: [
    { optionId: '42', text: 'Cold brew', votes: 2, shareBp: 6666 },
    { optionId: '43', text: 'Osmanthus oolong', votes: 1, shareBp: 3333 },
  ],
}
const voteRecord = {
  id: '44',
  voteId: '41',
  optionId: '42',
  optionText: 'Cold brew',
  memberId: '5009',
  periodKey: '2026-11-27',
  createTime: '2026-11-27 11:00:00',
}

function renderVotes(buttons: string[]) {
  return renderSubApp(subApp, 'vote', {
    buttons,
    routes: {
      [route(vt.page)]: () => page([vote]),
      [route(vt.detail)]: () => ({ data: voteDetail }),
      [route(vt.submit)]: ({ body }) => ({ data: { ...voteDetail, ...(body as object) } }),
      [route(vt.stop)]: () => ({ data: { ...voteDetail, status: 'stopped' } }),
      [route(vt.stats)]: () => ({ data: voteStats }),
      [route(vt.records)]: () => page([voteRecord]),
    },
  })
}

describe('Vote screen, /microshop/vote (issue 26)', () => {
  beforeAll(initI18n)

  it('lists the votes with their period and state; without the edit and stop buttons there is no New, Edit or Stop', async () => {
    renderVotes([C.voteView])
    expect(await screen.findByText('Favourite new drink')).toBeTruthy()
    expect(screen.getByText('One a day')).toBeTruthy()
    expect(screen.getByText('Running')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New vote' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  })

  it('stopping asks for a confirmation naming the vote, then calls stop', async () => {
    const { calls, confirms } = renderVotes([C.voteView, C.voteStop])
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls.some((c) => c.url === vt.stop.path)).toBe(true))
    expect(confirms[0]?.title).toContain('Favourite new drink')
    expect(calls.find((c) => c.url === vt.stop.path)?.params).toEqual({ id: '41' })
  })

  it('the dialog refuses a bad image URL without calling the server, then saves the options with their ids', async () => {
    const { calls } = renderVotes([C.voteView, C.voteEdit])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByDisplayValue('Cold brew')).toBeTruthy())
    const image = within(dialog).getByDisplayValue('https://img.example.com/o.png')
    fireEvent.change(image, { target: { value: 'not a url' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Enter an image URL starting with http:// or https://'),
    ).toBeTruthy()
    expect(calls.some((c) => c.url === vt.submit.path)).toBe(false)
    fireEvent.change(within(dialog).getByDisplayValue('not a url'), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === vt.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === vt.submit.path)?.body).toEqual({
      id: '41',
      name: 'Favourite new drink',
      startTime: '2026-11-25 00:00:00',
      endTime: '2026-12-25 00:00:00',
      period: 'daily',
      options: [
        { id: '42', text: 'Cold brew' },
        { id: '43', text: 'Osmanthus oolong' },
      ],
    })
  })

  it('results: the figures, each option’s votes and share, and the records with member and option', async () => {
    renderVotes([C.voteView])
    fireEvent.click(await screen.findByRole('button', { name: 'Results and records' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('66.66%')).toBeTruthy()
    expect(within(drawer).getByText('33.33%')).toBeTruthy()
    expect(await within(drawer).findByText('5009')).toBeTruthy()
    expect(within(drawer).getAllByText('Cold brew').length).toBeGreaterThan(0)
  })
})

const quiz = {
  id: '51',
  name: 'Member knowledge quiz',
  description: null,
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-12-25 00:00:00',
  status: 'running',
  passScore: 10,
  rewardPoints: 20,
  attempts: 0,
  createTime: '2026-11-24 09:00:00',
}
const quizDetail = {
  ...quiz,
  questions: [{ id: '52', title: 'One plus one?', options: ['1', '2'], answer: 1, score: 10 }],
}
const quizStats = { attempts: 4, members: 4, passed: 3, passRateBp: 7500, pointsGiven: 60 }
const attempt = {
  id: '53',
  quizId: '51',
  memberId: '5010',
  day: '2026-11-27',
  answers: [1],
  score: 10,
  passed: true,
  rewardPoints: 20,
  createTime: '2026-11-27 12:00:00',
}

function renderQuizzes(buttons: string[]) {
  return renderSubApp(subApp, 'quiz', {
    buttons,
    routes: {
      [route(qz.page)]: () => page([quiz]),
      [route(qz.detail)]: () => ({ data: quizDetail }),
      [route(qz.submit)]: ({ body }) => ({ data: { ...quizDetail, ...(body as object) } }),
      [route(qz.stop)]: () => ({ data: { ...quizDetail, status: 'stopped' } }),
      [route(qz.stats)]: () => ({ data: quizStats }),
      [route(qz.attempts)]: () => page([attempt]),
    },
  })
}

describe('Quiz screen, /microshop/quiz (issue 26)', () => {
  beforeAll(initI18n)

  it('lists the quizzes with pass mark and reward; without the edit and stop buttons there is no New, Edit or Stop', async () => {
    renderQuizzes([C.quizView])
    expect(await screen.findByText('Member knowledge quiz')).toBeTruthy()
    expect(screen.getByText('Running')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New quiz' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  })

  it('stopping asks for a confirmation naming the quiz, then calls stop', async () => {
    const { calls, confirms } = renderQuizzes([C.quizView, C.quizStop])
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls.some((c) => c.url === qz.stop.path)).toBe(true))
    expect(confirms[0]?.title).toContain('Member knowledge quiz')
  })

  it('the dialog refuses a question with one option without calling the server, then saves options one a line', async () => {
    const { calls } = renderQuizzes([C.quizView, C.quizEdit])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByDisplayValue('One plus one?')).toBeTruthy())
    const options = within(dialog).getByLabelText('Options (one a line)')
    fireEvent.change(options, { target: { value: '2' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('A question needs 2 to 8 options')).toBeTruthy()
    expect(calls.some((c) => c.url === qz.submit.path)).toBe(false)
    fireEvent.change(options, { target: { value: '1\n2\n3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === qz.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === qz.submit.path)?.body).toMatchObject({
      id: '51',
      passScore: 10,
      rewardPoints: 20,
      questions: [{ title: 'One plus one?', options: ['1', '2', '3'], answer: 1, score: 10 }],
    })
  })

  it('attempts and figures: pass rate and points given as cards, the attempts with score and outcome', async () => {
    renderQuizzes([C.quizView])
    fireEvent.click(await screen.findByRole('button', { name: 'Attempts and figures' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('75%')).toBeTruthy()
    expect(within(drawer).getByText('60')).toBeTruthy()
    expect(await within(drawer).findByText('5010')).toBeTruthy()
    expect(within(drawer).getAllByText('Passed').length).toBeGreaterThan(0)
  })
})
