import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { quizEndpoints as ep, translate, type QuizDetail, type QuizInput } from '@store/contract'
import { AppError } from '../../core/errors'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { atMost } from '../../test/at-most'
import { answerQuiz } from './quiz-front'
import { engageQuizAttempt } from './schema'
import { memberIds } from '../insider/test-kit'
import { engageRun, inHours, pointsOf } from './test-kit'

const runningQuiz = (more: Partial<QuizInput> = {}): QuizInput => ({
  name: `测试答题 ${Date.now().toString(36)}`,
  startTime: inHours(-1),
  endTime: inHours(24),
  passScore: 15,
  rewardPoints: 25,
  questions: [
    { title: '一加一', options: ['1', '2', '3'], answer: 1, score: 10 },
    { title: '天空的颜色', options: ['蓝', '绿'], answer: 0, score: 5 },
  ],
  ...more,
})

/** Issue 26, quiz: questions, server-side scoring, one attempt a day, points for a pass through the ledgers. */
describe(`Quiz (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const T = '100001'
  const post = async (url: string, payload?: object, token = admin) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string, token = admin) => (await app.inject({ url, headers: auth(token) })).json()
  const submit = (input: QuizInput) => post(ep.submit.path, input)
  const answer = (quizId: string, memberId: string, answers: number[]) =>
    post(ep.frontAnswer.path, { quizId, memberId, answers })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
  })
  afterAll(() => app.close())

  it('a right answer outside the options, a pass mark above the total and an end before the start are refused, and nothing is saved', async () => {
    const name = `坏答题 ${Date.now()}`
    const outside = runningQuiz({
      name,
      questions: [{ title: '一加一', options: ['1', '2'], answer: 2, score: 10 }],
    })
    expect(await submit(outside)).toMatchObject({
      code: 400,
      success: false,
      msg: '正确答案必须是该题的选项之一：一加一',
    })
    expect(await submit(runningQuiz({ name, passScore: 16 }))).toMatchObject({
      code: 400,
      msg: '及格分不能高于总分（总分 15）',
    })
    expect(await submit(runningQuiz({ name, startTime: inHours(3), endTime: inHours(2) }))).toMatchObject({
      code: 400,
      msg: '结束时间必须晚于开始时间',
    })
    expect((await get(`${ep.page.path}?name=${encodeURIComponent(name)}`)).data.total).toBe(0)
  })

  it('the shop front’s detail never carries the right answers', async () => {
    const [member] = await memberIds(app, T, 80, 1)
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    const front = await app.inject({
      url: `${ep.frontDetail.path}?quizId=${quiz.id}&memberId=${member}`,
      headers: auth(admin),
    })
    expect(front.json().data).toMatchObject({ canAnswer: true, passScore: 15, rewardPoints: 25 })
    expect(front.json().data.questions).toEqual([
      { id: quiz.questions[0]!.id, title: '一加一', options: ['1', '2', '3'], score: 10 },
      { id: quiz.questions[1]!.id, title: '天空的颜色', options: ['蓝', '绿'], score: 5 },
    ])
    expect(front.body).not.toContain('"answer"')
  })

  it('the server scores an attempt: a pass credits the reward through the ledgers, a fail credits nothing', async () => {
    const [passer, failer] = await memberIds(app, T, 81, 2)
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    const before = [await pointsOf(app, T, passer!), await pointsOf(app, T, failer!)]
    const pass = await answer(quiz.id, passer!, [1, 0])
    expect(pass).toMatchObject({
      code: 200,
      data: { score: 15, passed: true, rewardPoints: 25, answers: [1, 0] },
    })
    const fail = await answer(quiz.id, failer!, [1, 1])
    expect(fail.data).toMatchObject({ score: 10, passed: false, rewardPoints: 0 })
    expect(await pointsOf(app, T, passer!)).toBe(before[0]! + 25)
    expect(await pointsOf(app, T, failer!)).toBe(before[1]!)
    expect((await get(`${ep.stats.path}?id=${quiz.id}`)).data).toEqual({
      attempts: 2,
      members: 2,
      passed: 1,
      passRateBp: 5000,
      pointsGiven: 25,
    })
    const passed = (await get(`${ep.attempts.path}?quizId=${quiz.id}&passed=1`)).data
    expect(passed.records).toEqual([pass.data])
  })

  it('one attempt per member a day: a second is refused, and parallel attempts credit the reward once', async () => {
    const [member] = await memberIds(app, T, 83, 1)
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    const before = await pointsOf(app, T, member!)
    const outcomes = await atMost(8, 12, () =>
      engageRun(app, T, (c) => answerQuiz(c, { quizId: quiz.id, memberId: member!, answers: [1, 0] })).then(
        () => null,
        (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e)),
      ),
    )
    expect(outcomes.filter((o) => o === null)).toHaveLength(1)
    expect(new Set(outcomes.filter((o) => o !== null))).toEqual(new Set(['今日已答过题，请明天再来']))
    const rows = await engageRun(app, T, (c) =>
      c.tx.select().from(engageQuizAttempt).where(eq(engageQuizAttempt.quizId, quiz.id)),
    )
    expect(rows).toHaveLength(1)
    expect(await pointsOf(app, T, member!)).toBe(before + 25)
    expect(await answer(quiz.id, member!, [1, 0])).toMatchObject({
      code: 400,
      msg: '今日已答过题，请明天再来',
    })
    const front = (await get(`${ep.frontDetail.path}?quizId=${quiz.id}&memberId=${member}`)).data
    expect(front.canAnswer).toBe(false)
  }, 60_000)

  it('an attempt must answer every question; a stopped or not started quiz refuses attempts', async () => {
    const [member] = await memberIds(app, T, 84, 1)
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    expect(await answer(quiz.id, member!, [1])).toMatchObject({ code: 400, msg: '请回答全部题目（共 2 题）' })
    const later: QuizDetail = (await submit(runningQuiz({ startTime: inHours(5), endTime: inHours(9) }))).data
    expect(await answer(later.id, member!, [1, 0])).toMatchObject({ code: 400, msg: '活动不在进行中' })
    expect((await post(`${ep.stop.path}?id=${quiz.id}`)).data.status).toBe('stopped')
    expect(await answer(quiz.id, member!, [1, 0])).toMatchObject({ code: 400, msg: '活动已停止' })
    expect(await post(`${ep.stop.path}?id=${quiz.id}`)).toMatchObject({ code: 400, msg: '活动已停止' })
    expect((await get(`${ep.attempts.path}?quizId=${quiz.id}`)).data.total).toBe(0)
  })

  it('once answered, questions, pass mark and reward stay; name and schedule may change', async () => {
    const [member] = await memberIds(app, T, 85, 1)
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    await answer(quiz.id, member!, [1, 0])
    const base = { ...runningQuiz(), id: quiz.id }
    expect(await submit({ ...base, rewardPoints: 99 })).toMatchObject({
      code: 400,
      msg: '活动已有答题记录，题目、及格分和奖励不能再修改（可修改名称、说明和时间）',
    })
    const saved: QuizDetail = (await submit({ ...base, name: '改名后的答题' })).data
    expect(saved).toMatchObject({ name: '改名后的答题', attempts: 1, rewardPoints: 25 })
    expect(saved.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id))
  })

  it('the configuration calls need their buttons and answering needs shop_front: a clerk gets 403', async () => {
    const clerk = await tokenFor(app, T, 'clerk')
    expect(await get(ep.page.path, clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.submit.path, runningQuiz(), clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.frontAnswer.path, { quizId: '1', memberId: '1', answers: [] }, clerk)).toMatchObject(
      {
        code: 403,
      },
    )
  })

  it('another tenant neither sees nor answers this tenant’s quiz', async () => {
    const quiz: QuizDetail = (await submit(runningQuiz())).data
    const other = await tokenFor(app, '100002', 'admin')
    const [theirs] = await memberIds(app, '100002', 0, 1)
    expect(await get(`${ep.detail.path}?id=${quiz.id}`, other)).toMatchObject({ code: 404 })
    expect(
      await post(ep.frontAnswer.path, { quizId: quiz.id, memberId: theirs, answers: [1, 0] }, other),
    ).toMatchObject({
      code: 404,
    })
    expect((await get(`${ep.page.path}?name=${encodeURIComponent(quiz.name)}`, other)).data.total).toBe(0)
  })

  it('each demo tenant has a running quiz answered by its members, passes paid in points', async () => {
    for (const tenant of [T, '100002']) {
      const token = tenant === T ? admin : await tokenFor(app, tenant, 'admin')
      const page = (await get(`${ep.page.path}?name=${encodeURIComponent('会员知识问答')}`, token)).data
      expect(page.records[0]).toMatchObject({ status: 'running', attempts: 6 })
      const stats = (await get(`${ep.stats.path}?id=${page.records[0].id}`, token)).data
      expect(stats).toEqual({ attempts: 6, members: 6, passed: 3, passRateBp: 5000, pointsGiven: 60 })
    }
  })
})
