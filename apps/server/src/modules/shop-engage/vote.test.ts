import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { translate, voteEndpoints as ep, type VoteDetail, type VoteInput } from '@store/contract'
import { AppError } from '../../core/errors'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { atMost } from '../../test/at-most'
import { engageVoteRecord } from './schema'
import { memberIds } from '../insider/test-kit'
import { engageRun, inHours } from './test-kit'
import { castVote } from './vote-front'

const runningVote = (more: Partial<VoteInput> = {}): VoteInput => ({
  name: `测试投票 ${Date.now().toString(36)}`,
  startTime: inHours(-1),
  endTime: inHours(24),
  period: 'activity',
  options: [{ text: '甲', imageUrl: 'https://img.example.com/a.png' }, { text: '乙' }, { text: '丙' }],
  ...more,
})

/** Issue 26, vote: options, schedule, one vote per member per period (a unique key), results and records. */
describe(`Vote (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const T = '100001'
  const post = async (url: string, payload?: object, token = admin) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string, token = admin) => (await app.inject({ url, headers: auth(token) })).json()
  const submit = (input: VoteInput) => post(ep.submit.path, input)
  const vote = (voteId: string, memberId: string, optionId: string) =>
    post(ep.frontVote.path, { voteId, memberId, optionId })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
  })
  afterAll(() => app.close())

  it('an end before the start, one option only or a bad image URL are refused with a clear message, and nothing is saved', async () => {
    const name = `坏投票 ${Date.now()}`
    expect(await submit(runningVote({ name, startTime: inHours(2), endTime: inHours(1) }))).toMatchObject({
      code: 400,
      success: false,
      msg: '结束时间必须晚于开始时间',
    })
    const single = await submit(runningVote({ name, options: [{ text: '唯一' }] }))
    expect(single).toMatchObject({ code: 400, success: false })
    expect(single.msg).toMatch(/options/)
    const image = await submit(
      runningVote({ name, options: [{ text: '甲', imageUrl: 'javascript:1' }, { text: '乙' }] }),
    )
    expect(image).toMatchObject({ code: 400, success: false })
    expect((await get(`${ep.page.path}?name=${encodeURIComponent(name)}`)).data.total).toBe(0)
  })

  it('a member votes once in an activity-wide vote: the second vote is refused and the counts and records hold one', async () => {
    const [member] = await memberIds(app, T, 60, 1)
    const v: VoteDetail = (await submit(runningVote())).data
    const first = await vote(v.id, member!, v.options[1]!.id)
    expect(first).toMatchObject({ code: 200, data: { optionText: '乙', memberId: member, periodKey: 'all' } })
    expect(await vote(v.id, member!, v.options[0]!.id)).toMatchObject({
      code: 400,
      msg: '您已参与过本次投票',
    })
    const front = (await get(`${ep.frontDetail.path}?voteId=${v.id}&memberId=${member}`)).data
    expect(front).toMatchObject({ canVote: false, votedOptionId: v.options[1]!.id, status: 'running' })
    const records = (await get(`${ep.records.path}?voteId=${v.id}`)).data
    expect(records.records).toEqual([first.data])
    expect((await get(`${ep.detail.path}?id=${v.id}`)).data).toMatchObject({ votes: 1 })
  })

  it('a daily vote counts in the tenant’s day: the period key is today and a second vote today is refused', async () => {
    const [member] = await memberIds(app, T, 61, 1)
    const v: VoteDetail = (await submit(runningVote({ period: 'daily' }))).data
    const before = (await get(`${ep.frontDetail.path}?voteId=${v.id}&memberId=${member}`)).data
    expect(before).toMatchObject({ canVote: true, votedOptionId: null })
    const first = (await vote(v.id, member!, v.options[0]!.id)).data
    expect(first.periodKey).toBe(inHours(0).slice(0, 10))
    expect(await vote(v.id, member!, v.options[0]!.id)).toMatchObject({
      code: 400,
      msg: '今日已投过票，请明天再来',
    })
  })

  it('parallel votes by one member count once (the unique key), and other members’ votes all count', async () => {
    const members = await memberIds(app, T, 62, 4)
    const v: VoteDetail = (await submit(runningVote())).data
    const outcomes = await atMost(8, 40, (i) =>
      engageRun(app, T, (c) =>
        castVote(c, { voteId: v.id, memberId: members[i % 4]!, optionId: v.options[i % 3]!.id }),
      ).then(
        () => null,
        (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e)),
      ),
    )
    const refusals = outcomes.filter((o) => o !== null)
    expect(refusals).toHaveLength(36)
    expect(new Set(refusals)).toEqual(new Set(['您已参与过本次投票']))
    const rows = await engageRun(app, T, (c) =>
      c.tx.select().from(engageVoteRecord).where(eq(engageVoteRecord.voteId, v.id)),
    )
    expect(rows.map((r) => r.memberId).sort()).toEqual([...members].sort())
    const stats = (await get(`${ep.stats.path}?id=${v.id}`)).data
    expect(stats).toMatchObject({ votes: 4, members: 4 })
    const detail: VoteDetail = (await get(`${ep.detail.path}?id=${v.id}`)).data
    expect(detail.votes).toBe(4)
    expect(detail.options.reduce((s, o) => s + o.votes, 0)).toBe(4)
  }, 60_000)

  it('the results give each option its count and share in basis points', async () => {
    const members = await memberIds(app, T, 66, 3)
    const v: VoteDetail = (await submit(runningVote())).data
    const [a, b] = v.options
    await vote(v.id, members[0]!, a!.id)
    await vote(v.id, members[1]!, a!.id)
    await vote(v.id, members[2]!, b!.id)
    const stats = (await get(`${ep.stats.path}?id=${v.id}`)).data
    expect(stats).toEqual({
      votes: 3,
      members: 3,
      options: [
        { optionId: a!.id, text: '甲', votes: 2, shareBp: 6666 },
        { optionId: b!.id, text: '乙', votes: 1, shareBp: 3333 },
        { optionId: v.options[2]!.id, text: '丙', votes: 0, shareBp: 0 },
      ],
    })
    const byOption = (await get(`${ep.records.path}?voteId=${v.id}&optionId=${a!.id}`)).data
    expect(byOption.total).toBe(2)
  })

  it('an option of another vote, a vote not started, a stopped vote are refused; stopping twice is refused', async () => {
    const [member] = await memberIds(app, T, 69, 1)
    const one: VoteDetail = (await submit(runningVote())).data
    const other: VoteDetail = (await submit(runningVote())).data
    expect(await vote(one.id, member!, other.options[0]!.id)).toMatchObject({
      code: 400,
      msg: '投票选项不存在',
    })
    const later: VoteDetail = (await submit(runningVote({ startTime: inHours(5), endTime: inHours(9) }))).data
    expect(later.status).toBe('not_started')
    expect(await vote(later.id, member!, later.options[0]!.id)).toMatchObject({
      code: 400,
      msg: '活动不在进行中',
    })
    expect((await post(`${ep.stop.path}?id=${one.id}`)).data.status).toBe('stopped')
    expect(await vote(one.id, member!, one.options[0]!.id)).toMatchObject({ code: 400, msg: '活动已停止' })
    expect(await post(`${ep.stop.path}?id=${one.id}`)).toMatchObject({ code: 400, msg: '活动已停止' })
    expect(await submit({ ...runningVote(), id: one.id })).toMatchObject({ code: 400, msg: '活动已停止' })
    expect((await get(`${ep.records.path}?voteId=${one.id}`)).data.total).toBe(0)
  })

  it('once voted, options keep their ids and order and the period stays; texts and images may change', async () => {
    const [member] = await memberIds(app, T, 70, 1)
    const v: VoteDetail = (await submit(runningVote())).data
    await vote(v.id, member!, v.options[0]!.id)
    const base = { ...runningVote(), id: v.id, name: v.name }
    const kept = v.options.map((o) => ({ id: o.id, text: o.text }))
    expect(await submit({ ...base, options: kept.slice(0, 2) })).toMatchObject({
      code: 400,
      msg: '活动已有投票，选项不能增删或调整顺序（可修改文字和图片）',
    })
    expect(await submit({ ...base, period: 'daily', options: kept })).toMatchObject({
      code: 400,
      msg: '活动已有投票，投票周期不能再修改',
    })
    const renamed = kept.map((o, i) => (i === 0 ? { ...o, text: '甲（新）' } : o))
    const saved: VoteDetail = (await submit({ ...base, options: renamed })).data
    expect(saved.options[0]).toMatchObject({
      id: v.options[0]!.id,
      text: '甲（新）',
      votes: 1,
      imageUrl: null,
    })
  })

  it('the configuration calls need their buttons and voting needs shop_front: a clerk gets 403', async () => {
    const clerk = await tokenFor(app, T, 'clerk')
    expect(await get(ep.page.path, clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.submit.path, runningVote(), clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.frontVote.path, { voteId: '1', memberId: '1', optionId: '1' }, clerk)).toMatchObject(
      {
        code: 403,
      },
    )
  })

  it('another tenant neither sees nor votes in this tenant’s vote', async () => {
    const v: VoteDetail = (await submit(runningVote())).data
    const other = await tokenFor(app, '100002', 'admin')
    const [theirs] = await memberIds(app, '100002', 0, 1)
    expect(await get(`${ep.detail.path}?id=${v.id}`, other)).toMatchObject({ code: 404 })
    expect(
      await post(ep.frontVote.path, { voteId: v.id, memberId: theirs, optionId: v.options[0]!.id }, other),
    ).toMatchObject({
      code: 404,
    })
    const name = encodeURIComponent(v.name)
    expect((await get(`${ep.page.path}?name=${name}`, other)).data.total).toBe(0)
    expect((await get(`${ep.records.path}?voteId=${v.id}`)).data.total).toBe(0)
  })

  it('each demo tenant has a running daily vote its members voted in, and a stopped one', async () => {
    for (const tenant of [T, '100002']) {
      const token = tenant === T ? admin : await tokenFor(app, tenant, 'admin')
      const running = (await get(`${ep.page.path}?name=${encodeURIComponent('最受欢迎新品评选')}`, token))
        .data
      expect(running.records[0]).toMatchObject({ status: 'running', period: 'daily' })
      expect(running.records[0].votes).toBeGreaterThan(0)
      const stats = (await get(`${ep.stats.path}?id=${running.records[0].id}`, token)).data
      expect(stats.votes).toBe(running.records[0].votes)
      const past = (await get(`${ep.page.path}?name=${encodeURIComponent('门店装修风格投票')}`, token)).data
      expect(past.records[0].status).toBe('stopped')
    }
  })
})
