import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { codeKey, codeKeyCounter } from './schema'
import { SerialNumbers, periodOf, resetTooFine } from './serials'

const BASE = '/api/blade-system/codeKey'
const TENANT = '100001'
/** Codes of this file's own: on PostgreSQL every test file shares one database. */
const suffix = `${Date.now().toString(36)}${process.pid % 100}`.toUpperCase()
const code = (name: string) => `${name}_${suffix}`

/** 2026-03-14 23:30 in Shanghai is still the 14th there, already 15:30 UTC. */
const AT = new Date('2026-03-14T15:30:00Z')
const LATER_SAME_DAY = new Date('2026-03-14T15:59:59Z')
const NEXT_DAY = new Date('2026-03-14T16:00:00Z')
const NEXT_MONTH = new Date('2026-04-01T01:00:00Z')
const NEXT_YEAR = new Date('2027-01-01T01:00:00Z')

/** Runs at most `width` of the functions at a time, the others waiting their turn in order. */
function gateOf(width: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running < width) running += 1
    else await new Promise<void>((resolve) => waiting.push(resolve)) // a finishing call hands its slot over
    try {
      return await fn()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

describe(`serial numbers: codeKey rules and nextSerial (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let serials: SerialNumbers

  const post = (url: string, payload: object, token = admin) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), payload })
  const get = (url: string, token = admin) => app.inject({ url: `${BASE}${url}`, headers: auth(token) })
  const rule = async (values: Record<string, unknown>) => {
    const res = await post('/saveOrUpdate', {
      name: '测试流水号',
      datePattern: 'yyyyMMdd',
      width: 4,
      resetPeriod: 'day',
      ...values,
    })
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data
  }
  const next = (c: string, at = AT, tenantId = TENANT) =>
    app.db.withTenant({ tenantId }, (tx) => serials.next(tx, c, at))

  beforeAll(async () => {
    // On PostgreSQL, 40 connections contend for the counter row at once.
    app = await buildTestApp({ env: { DB_POOL_SIZE: '40' } })
    admin = await tokenFor(app, TENANT, 'admin')
    clerk = await tokenFor(app, TENANT, 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    serials = new SerialNumbers(app.tenants, () => AT)
  })
  afterAll(() => app.close())

  describe('nextSerial', () => {
    it('1,000 concurrent calls, each in its own transaction, give 1,000 distinct numbers: exactly 1…1000', async () => {
      const c = code('RACE')
      await rule({ code: c, prefix: 'SO', datePattern: 'yyyyMMdd', width: 4, resetPeriod: 'day' })
      // All 1,000 are issued at once; a gate as wide as the pool keeps each from waiting on the pool's
      // 10 s connection timeout, so every connection runs one at a time, all contending for one counter.
      const gate = gateOf(app.db.pool.options.max ?? 1)
      const numbers = await Promise.all(Array.from({ length: 1000 }, () => gate(() => next(c))))
      expect(new Set(numbers).size).toBe(1000)
      const expected = Array.from({ length: 1000 }, (_, i) => `SO20260314${String(i + 1).padStart(4, '0')}`)
      expect([...numbers].sort()).toEqual(expected)
      const [counter] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.select().from(codeKeyCounter).where(eq(codeKeyCounter.code, c)),
      )
      expect(counter).toMatchObject({ period: '20260314', value: 1000 })
    }, 300_000)

    it('the app’s own service (app.serials) draws from the same counters', async () => {
      const c = code('APP')
      await rule({ code: c, prefix: 'A', datePattern: 'none', width: 3, resetPeriod: 'never' })
      const first = await next(c)
      const second = await app.db.withTenant({ tenantId: TENANT }, (tx) => app.serials.next(tx, c))
      expect([first, second]).toEqual(['A001', 'A002'])
    })

    it('format: prefix, date part in the tenant’s time zone (yyyyMMdd, yyMM or none), zero-padded sequence', async () => {
      const daily = code('FMT_D')
      const monthly = code('FMT_M')
      const plain = code('FMT_N')
      await rule({ code: daily, prefix: 'RX', datePattern: 'yyyyMMdd', width: 5, resetPeriod: 'day' })
      await rule({ code: monthly, prefix: null, datePattern: 'yyMM', width: 3, resetPeriod: 'month' })
      await rule({ code: plain, prefix: 'M-', datePattern: 'none', width: 6, resetPeriod: 'never' })
      expect(await next(daily)).toBe('RX2026031400001')
      expect(await next(monthly)).toBe('2603001')
      expect(await next(plain)).toBe('M-000001')
    })

    it('reset periods: day, month and year start again at 1 when the tenant’s date moves on; never does not', async () => {
      const day = code('R_DAY')
      const month = code('R_MON')
      const year = code('R_YEAR')
      const never = code('R_NEVER')
      await rule({ code: day, prefix: 'D', datePattern: 'yyyyMMdd', width: 2, resetPeriod: 'day' })
      await rule({ code: month, prefix: 'M', datePattern: 'yyyyMMdd', width: 2, resetPeriod: 'month' })
      await rule({ code: year, prefix: 'Y', datePattern: 'yyMM', width: 2, resetPeriod: 'year' })
      await rule({ code: never, prefix: 'N', datePattern: 'yyyyMMdd', width: 2, resetPeriod: 'never' })

      expect([await next(day, AT), await next(day, LATER_SAME_DAY), await next(day, NEXT_DAY)]).toEqual([
        'D2026031401',
        'D2026031402',
        'D2026031501',
      ])
      expect([await next(month, AT), await next(month, NEXT_DAY), await next(month, NEXT_MONTH)]).toEqual([
        'M2026031401',
        'M2026031502',
        'M2026040101',
      ])
      expect([await next(year, AT), await next(year, NEXT_MONTH), await next(year, NEXT_YEAR)]).toEqual([
        'Y260301',
        'Y260402',
        'Y270101',
      ])
      expect([await next(never, AT), await next(never, NEXT_YEAR)]).toEqual(['N2026031401', 'N2027010102'])
    })

    it('a number drawn in a transaction that rolls back is drawn again: no number is lost or repeated', async () => {
      const c = code('ROLLBACK')
      await rule({ code: c, prefix: 'R', datePattern: 'none', width: 2, resetPeriod: 'never' })
      await expect(
        app.db.withTenant({ tenantId: TENANT }, async (tx) => {
          await serials.next(tx, c)
          throw new Error('the order failed')
        }),
      ).rejects.toThrow('the order failed')
      expect(await next(c)).toBe('R01')
    })

    it('an unknown or removed code is refused; a used-up width is refused rather than repeated', async () => {
      await expect(next('NO_SUCH_CODE')).rejects.toMatchObject({ key: 'serialUnknown' })
      const c = code('SMALL')
      const created = await rule({
        code: c,
        prefix: 'S',
        datePattern: 'none',
        width: 1,
        resetPeriod: 'never',
      })
      for (let i = 1; i <= 9; i += 1) expect(await next(c)).toBe(`S${i}`)
      await expect(next(c)).rejects.toMatchObject({ key: 'serialExhausted', params: { code: c, width: 1 } })
      await get(`/remove?ids=${created.id}`)
      await expect(next(c)).rejects.toMatchObject({ key: 'serialUnknown' })
    })

    it('each tenant counts its own numbers', async () => {
      const c = code('SHARED')
      await rule({ code: c, prefix: 'T', datePattern: 'none', width: 2, resetPeriod: 'never' })
      await post(
        '/saveOrUpdate',
        { code: c, name: 'B', prefix: 'T', datePattern: 'none', width: 2, resetPeriod: 'never' },
        otherAdmin,
      )
      expect([await next(c), await next(c), await next(c, AT, '100002')]).toEqual(['T01', 'T02', 'T01'])
    })

    it('periods and grains: the period key and which resets are too fine for a pattern', () => {
      const d = { yyyy: '2026', MM: '03', dd: '14' }
      expect(['never', 'year', 'month', 'day'].map((p) => periodOf(p as 'day', d))).toEqual([
        'all',
        '2026',
        '202603',
        '20260314',
      ])
      expect(resetTooFine('none', 'never')).toBe(false)
      expect(resetTooFine('none', 'year')).toBe(true)
      expect(resetTooFine('yyMM', 'month')).toBe(false)
      expect(resetTooFine('yyMM', 'day')).toBe(true)
      expect(resetTooFine('yyyyMMdd', 'day')).toBe(false)
    })
  })

  describe('codeKey routes', () => {
    it('saveOrUpdate inserts and updates; page lists with filters; detail reads one', async () => {
      const c = code('CRUD')
      const created = await rule({ code: c, prefix: 'P', remark: '采购单' })
      expect(created).toMatchObject({
        code: c,
        prefix: 'P',
        datePattern: 'yyyyMMdd',
        width: 4,
        resetPeriod: 'day',
      })
      const updated = (await post('/saveOrUpdate', { ...created, name: '采购单号', width: 6 })).json().data
      expect(updated).toMatchObject({ id: created.id, name: '采购单号', width: 6 })
      const page = (await get(`/page?code=${c}`)).json().data
      expect(page.total).toBe(1)
      expect(page.records[0].name).toBe('采购单号')
      expect((await get(`/detail?id=${created.id}`)).json().data.width).toBe(6)
    })

    it('a reset period finer than the date part is refused (numbers would repeat)', async () => {
      const res = await post('/saveOrUpdate', {
        code: code('FINE'),
        name: 'x',
        datePattern: 'yyMM',
        width: 4,
        resetPeriod: 'day',
      })
      expect(res.json()).toMatchObject({
        code: 400,
        msg: '重置周期“day”比日期格式“yyMM”更细，会产生重复的流水号',
      })
    })

    it('once a rule has issued numbers its format is fixed; its name may still change', async () => {
      const c = code('LOCK')
      const created = await rule({
        code: c,
        prefix: 'L',
        datePattern: 'none',
        width: 3,
        resetPeriod: 'never',
      })
      expect((await post('/saveOrUpdate', { ...created, width: 5 })).json().success).toBe(true)
      await next(c)
      const locked = await post('/saveOrUpdate', { ...created, width: 4 })
      expect(locked.json()).toMatchObject({
        code: 400,
        msg: `流水号“${c}”已发放号码，不能再修改编号、前缀、日期格式、位数或重置周期`,
      })
      expect((await post('/saveOrUpdate', { ...created, width: 5, name: '改名' })).json().data.name).toBe(
        '改名',
      )
    })

    it('a removed code created again continues its count instead of repeating numbers', async () => {
      const c = code('AGAIN')
      const first = await rule({ code: c, prefix: 'G', datePattern: 'none', width: 2, resetPeriod: 'never' })
      expect(await next(c)).toBe('G01')
      expect((await get(`/remove?ids=${first.id}`)).json().data).toBe(true)
      await rule({ code: c, prefix: 'G', datePattern: 'none', width: 2, resetPeriod: 'never' })
      expect(await next(c)).toBe('G02')
    })

    it('validation: patterns, periods, width and a duplicate code, with the field named', async () => {
      const bad = async (values: object, msg: string) => {
        const res = await post('/saveOrUpdate', {
          code: code('V'),
          name: 'v',
          datePattern: 'none',
          width: 2,
          resetPeriod: 'never',
          ...values,
        })
        expect([values, res.statusCode, res.json().msg]).toEqual([values, 400, msg])
      }
      await bad({ datePattern: 'yyyy' }, '参数校验失败：日期格式格式不正确')
      await bad({ resetPeriod: 'hour' }, '参数校验失败：重置周期格式不正确')
      await bad({ width: 13 }, '参数校验失败：序号位数不能大于12')
      await bad({ prefix: 'A B' }, '参数校验失败：前缀格式不正确')
      await rule({ code: code('DUP'), datePattern: 'none', resetPeriod: 'never' })
      await bad({ code: code('DUP') }, 'code已存在')
    })

    it('the clerk is refused (403); tenant 100002 sees none of 100001’s rules', async () => {
      expect((await get('/page', clerk)).statusCode).toBe(403)
      expect(
        (
          await post(
            '/saveOrUpdate',
            { code: 'X', name: 'x', datePattern: 'none', width: 1, resetPeriod: 'never' },
            clerk,
          )
        ).statusCode,
      ).toBe(403)
      expect((await get('/remove?ids=1', clerk)).statusCode).toBe(403)
      const c = code('PRIVATE')
      const mine = await rule({ code: c })
      expect((await get(`/page?code=${c}`, otherAdmin)).json().data.total).toBe(0)
      expect((await get(`/detail?id=${mine.id}`, otherAdmin)).json().code).toBe(404)
      expect((await get(`/remove?ids=${mine.id}`, otherAdmin)).json().code).toBe(404)
      const [row] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.select().from(codeKey).where(eq(codeKey.id, mine.id)),
      )
      expect(row!.isDeleted).toBe(0)
    })
  })
})
