import type { FastifyInstance } from 'fastify'
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { resetTicket } from './schema'
import { tenant } from '../tenant/schema'
import { smsCode, smsOutbox, smsSendToken } from './schema'
import {
  ageCodes,
  createTenant,
  inTenant,
  lastSentCode,
  requestCode,
  sendToken,
  uniqueTenantId,
} from './test-tenant'

const T = uniqueTenantId('sc')
const GET_CODE = '/api/blade-resource/sendSms/getSmsCode'
const CHECK = '/api/blade-resource/sendSms/checkSmsCode'
const SEND_VALID = '/api/blade-user/assets/sendValidCodeToMobile'
const OUTBOX = '/api/blade-resource/sms-outbox/page'

/** Issue "Identity" 5: SMS codes, their limits, the reset check and the outbox (spec §5 phone rules). */
describe(`SMS codes: getSmsToken, getSmsCode, checkSmsCode, sendValidCodeToMobile, outbox (${engineName})`, () => {
  let app: FastifyInstance
  let phoneCounter = 0
  /** A number no other test of this file uses, so the one-a-minute limit never links two tests. */
  const freshPhone = () =>
    `139${String(Date.now() % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`
  const withAccount = async () => {
    const phone = freshPhone()
    await createUser(`u${phoneCounter}`, phone)
    return phone
  }
  const createUser = (account: string, phone: string) =>
    inTenant(app, T, async (tx) => {
      await tx.execute(
        sql`INSERT INTO sys_user (id, account, password, phone) VALUES (${app.ids.next()}, ${account}, 'x', ${phone})`,
      )
    })
  const check = (phone: string, code: string, type = 1) =>
    app.inject({ method: 'POST', url: CHECK, payload: { phone, tenantId: T, type, code } })
  const codeRows = (phone: string) =>
    inTenant(app, T, (tx) => tx.select().from(smsCode).where(eq(smsCode.phone, phone)))
  const outboxRows = (phone: string) =>
    inTenant(app, T, (tx) => tx.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)))
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(app, T, [{ account: 'boss', admin: true }, { account: 'staff' }])
  })
  afterAll(() => app.close())

  describe('getSmsToken', () => {
    it('answers a token that is stored only as its SHA-256 hash, for 5 minutes', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/blade-resource/sendSms/getSmsToken' })
      expect(res.json()).toMatchObject({ code: 200, success: true })
      const { token } = res.json().data
      expect(token).toMatch(/^[\w-]{32}$/)
      const [row] = await app.db.withSystem((tx) =>
        tx
          .select()
          .from(smsSendToken)
          .where(eq(smsSendToken.tokenHash, createHash('sha256').update(token).digest('hex'))),
      )
      expect(row).toBeDefined()
      const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000
      expect(minutes).toBeGreaterThan(4.9)
      expect(minutes).toBeLessThanOrEqual(5)
    })

    it('getSmsCode needs a valid token, and a token works only once', async () => {
      const token = await sendToken(app)
      const first = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone: freshPhone(), token, tenantId: T, type: 2 },
      })
      expect(first.json()).toMatchObject({ code: 200, data: true })
      for (const used of [token, 'made-up-token']) {
        const again = await app.inject({
          method: 'POST',
          url: GET_CODE,
          payload: { phone: freshPhone(), token: used, tenantId: T, type: 2 },
        })
        expect(again.statusCode).toBe(400)
        expect(again.json().msg).toBe('短信发送令牌无效或已过期，请重新获取')
      }
    })

    it('an expired token is refused', async () => {
      const token = await sendToken(app)
      await app.db.withSystem((tx) =>
        tx
          .update(smsSendToken)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(smsSendToken.tokenHash, createHash('sha256').update(token).digest('hex'))),
      )
      const res = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone: freshPhone(), token, tenantId: T, type: 1 },
      })
      expect(res.json().msg).toBe('短信发送令牌无效或已过期，请重新获取')
    })
  })

  describe('phone validation (spec §5)', () => {
    const cases: [unknown, string][] = [
      [undefined, '手机号码不能为空'],
      ['', '手机号码不能为空'],
      ['1380013800', '手机号码长度不为11位'],
      ['138001380001', '手机号码长度不为11位'],
      ['23800138000', '手机号码格式不正确'],
      ['1380013800a', '手机号码格式不正确'],
    ]
    it.each(cases)('getSmsCode with phone %p answers %s', async (phone, msg) => {
      const token = await sendToken(app)
      const res = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone, token, tenantId: T, type: 1 },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400, success: false, msg })
    })

    it.each(cases)('sendValidCodeToMobile with mobile %p answers %s', async (mobile, msg) => {
      const res = await app.inject({ method: 'POST', url: SEND_VALID, payload: { mobile, tenantId: T } })
      expect(res.json().msg).toBe(msg)
    })

    it('checkSmsCode checks the number the same way; messages follow the caller’s language', async () => {
      expect((await check('12345', '123456')).json().msg).toBe('手机号码长度不为11位')
      const en = await app.inject({
        method: 'POST',
        url: `${GET_CODE}?lang=en`,
        payload: { phone: '2380013800x', token: await sendToken(app), tenantId: T, type: 1 },
      })
      expect(en.json().msg).toBe('The mobile number is not valid')
    })
  })

  describe('tenant', () => {
    it('an unknown tenant answers 未查询到租户ID; a disabled one is refused; nothing is stored', async () => {
      const phone = freshPhone()
      const unknown = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone, token: await sendToken(app), tenantId: 'nosuch1', type: 1 },
      })
      expect(unknown.json().msg).toBe('未查询到租户ID')
      await app.db.withSystem((tx) => tx.update(tenant).set({ status: 0 }).where(eq(tenant.tenantId, T)))
      try {
        const disabled = await requestCode(app, T, phone, 1)
        expect(disabled.json().msg).toBe('租户授权已过期,请联系管理员')
      } finally {
        await app.db.withSystem((tx) => tx.update(tenant).set({ status: 1 }).where(eq(tenant.tenantId, T)))
      }
      expect(await codeRows(phone)).toHaveLength(0)
    })

    it('sendValidCodeToMobile takes the tenant from the Tenant-Id header, and needs one', async () => {
      const phone = await withAccount()
      const none = await app.inject({ method: 'POST', url: SEND_VALID, payload: { mobile: phone } })
      expect(none.json().msg).toBe('未查询到租户ID')
      const res = await app.inject({
        method: 'POST',
        url: SEND_VALID,
        headers: { 'tenant-id': T },
        payload: { mobile: phone, type: 1 },
      })
      expect(res.json()).toMatchObject({ code: 200, data: true })
      expect(await codeRows(phone)).toMatchObject([{ purpose: 'reset' }])
      expect(await outboxRows(phone)).toHaveLength(1)
    })
  })

  describe('sending', () => {
    it('a code is 6 digits, sent through the outbox, stored only hashed, valid 5 minutes, typed by purpose', async () => {
      const phone = await withAccount()
      expect((await requestCode(app, T, phone, 1)).json()).toMatchObject({ code: 200, data: true })
      const code = await lastSentCode(app, T, phone)
      expect(code).toMatch(/^\d{6}$/)
      const [outbox] = await outboxRows(phone)
      expect(outbox).toMatchObject({ template: 'verification_code', status: 'pending' })
      expect(outbox!.content).toBe(`您的验证码为${code}，5分钟内有效，请勿泄露给他人。`)
      const [row] = await codeRows(phone)
      expect(row).toMatchObject({ purpose: 'reset', attempts: 0, usedAt: null })
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/)
      expect(row!.codeHash).not.toContain(code)
      const minutes = (row!.expiresAt.getTime() - row!.createTime.getTime()) / 60_000
      expect(minutes).toBeCloseTo(5, 3)
    })

    it('types map to purposes: 1 reset, 2 sign-in, 3 bind', async () => {
      const phone = await withAccount()
      for (const type of [1, 2, 3]) {
        expect((await requestCode(app, T, phone, type)).json().code).toBe(200)
        await ageCodes(app, T, phone)
      }
      const purposes = (await codeRows(phone)).map((r) => r.purpose).sort()
      expect(purposes).toEqual(['bind', 'login', 'reset'])
    })

    it('an unknown type is refused with a clear message', async () => {
      const res = await requestCode(app, T, freshPhone(), 4)
      expect(res.json().msg).toBe('参数校验失败：验证码类型不能大于3')
    })

    it('a number no account has gets the same answer, but no message leaves (the code is only stored)', async () => {
      const phone = freshPhone()
      const res = await requestCode(app, T, phone, 1)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual((await requestCode(app, T, await withAccount(), 1)).json())
      expect(await codeRows(phone)).toHaveLength(1)
      expect(await outboxRows(phone)).toHaveLength(0)
      // Its limits are the same as for a known number: nothing tells them apart.
      expect((await requestCode(app, T, phone, 1)).json().msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/)
    })

    it('a bind code (type 3) is sent to any number: it proves the caller holds it', async () => {
      const phone = freshPhone()
      expect((await requestCode(app, T, phone, 3)).json().code).toBe(200)
      expect(await lastSentCode(app, T, phone)).toMatch(/^\d{6}$/)
    })
  })

  describe('rate limits (per number and tenant)', () => {
    it('a second code within a minute is refused, whatever its type or endpoint, and spends no token', async () => {
      const phone = await withAccount()
      expect((await requestCode(app, T, phone, 1)).json().code).toBe(200)
      const second = await requestCode(app, T, phone, 2)
      expect(second.statusCode).toBe(400)
      expect(second.json().msg).toMatch(/^验证码发送过于频繁，请(\d+)秒后再试$/)
      const seconds = Number(/(\d+)秒/.exec(second.json().msg)![1])
      expect(seconds).toBeGreaterThan(50)
      expect(seconds).toBeLessThanOrEqual(60)
      const viaUser = await app.inject({
        method: 'POST',
        url: SEND_VALID,
        payload: { mobile: phone, tenantId: T },
      })
      expect(viaUser.json().msg).toMatch(/^验证码发送过于频繁/)
      expect(await codeRows(phone)).toHaveLength(1)

      const token = await sendToken(app)
      const refused = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone, token, tenantId: T, type: 1 },
      })
      expect(refused.statusCode).toBe(400)
      const other = await app.inject({
        method: 'POST',
        url: GET_CODE,
        payload: { phone: freshPhone(), token, tenantId: T, type: 1 },
      })
      expect(other.json().code).toBe(200)
    })

    it('after a minute the next code is sent', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      await ageCodes(app, T, phone, 1)
      expect((await requestCode(app, T, phone, 1)).json().code).toBe(200)
    })

    it('the 11th code within 24 hours is refused; codes older than 24 hours do not count', async () => {
      const phone = await withAccount()
      await inTenant(app, T, async (tx) => {
        for (let i = 0; i < 9; i++) {
          await tx.insert(smsCode).values({
            id: app.ids.next(),
            phone,
            purpose: 'reset',
            codeHash: '0'.repeat(64),
            expiresAt: sql`now() - make_interval(hours => ${i + 1})`,
            createTime: sql`now() - make_interval(hours => ${i + 1})`,
          })
        }
        await tx.insert(smsCode).values({
          id: app.ids.next(),
          phone,
          purpose: 'reset',
          codeHash: '0'.repeat(64),
          expiresAt: sql`now() - interval '25 hours'`,
          createTime: sql`now() - interval '25 hours'`,
        })
      })
      expect((await requestCode(app, T, phone, 1)).json().code).toBe(200)
      await ageCodes(app, T, phone, 1)
      const eleventh = await requestCode(app, T, phone, 1)
      expect(eleventh.statusCode).toBe(400)
      expect(eleventh.json().msg).toBe('该手机号24小时内获取验证码已达10次上限，请稍后再试')
      expect((await requestCode(app, T, phone, 1, { lang: 'en' })).json().msg).toBe(
        'This mobile number has had 10 verification codes within 24 hours, try again later',
      )
    })

    it('the limits are per tenant: the same number in another tenant still gets its code', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 3)
      expect((await requestCode(app, '100002', phone, 3)).json().code).toBe(200)
    })
  })

  describe('checkSmsCode', () => {
    it('the right reset code answers a validateToken, stored hashed, bound to the number, valid 10 minutes', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      const res = await check(phone, await lastSentCode(app, T, phone))
      expect(res.json()).toMatchObject({ code: 200, success: true })
      const { validateToken } = res.json().data
      expect(validateToken).toMatch(/^[\w-]{43}$/)
      const [ticket] = await inTenant(app, T, (tx) =>
        tx
          .select()
          .from(resetTicket)
          .where(eq(resetTicket.tokenHash, createHash('sha256').update(validateToken).digest('hex'))),
      )
      expect(ticket).toMatchObject({ phone, usedAt: null })
      expect((ticket!.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(10, 0)
    })

    it('a code is single use', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      const code = await lastSentCode(app, T, phone)
      expect((await check(phone, code)).json().code).toBe(200)
      const again = await check(phone, code)
      expect(again.statusCode).toBe(400)
      expect(again.json().msg).toBe('短信验证码不正确或已过期')
    })

    it('an expired code is refused', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      await inTenant(app, T, (tx) =>
        tx
          .update(smsCode)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(smsCode.phone, phone)),
      )
      expect((await check(phone, await lastSentCode(app, T, phone))).json().msg).toBe(
        '短信验证码不正确或已过期',
      )
    })

    it('wrong tries count: the 5th wrong try kills the code, even the right one is refused then', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      const code = await lastSentCode(app, T, phone)
      for (let i = 1; i <= 4; i++) {
        expect((await check(phone, wrongCode(code))).json().msg).toBe('短信验证码不正确或已过期')
        expect((await codeRows(phone))[0]!.attempts).toBe(i)
      }
      expect((await check(phone, wrongCode(code))).json().msg).toBe('短信验证码错误次数过多，请重新获取')
      const right = await check(phone, code)
      expect(right.statusCode).toBe(400)
      expect(right.json().msg).toBe('短信验证码错误次数过多，请重新获取')
      expect((await codeRows(phone))[0]).toMatchObject({ attempts: 5, usedAt: null })
    })

    it('only the newest code of a number counts', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      const older = await lastSentCode(app, T, phone)
      await ageCodes(app, T, phone)
      await requestCode(app, T, phone, 1)
      const newer = await lastSentCode(app, T, phone)
      if (older !== newer) expect((await check(phone, older)).json().msg).toBe('短信验证码不正确或已过期')
      expect((await check(phone, newer)).json().code).toBe(200)
    })

    it('a code serves only its purpose: a sign-in code is no reset code; only type 1 is checked here', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 2)
      const code = await lastSentCode(app, T, phone)
      expect((await check(phone, code)).json().msg).toBe('短信验证码不正确或已过期')
      expect((await check(phone, code, 2)).json().msg).toBe('仅支持校验找回密码（类型1）的验证码')
    })

    it('a code of one tenant does not pass in another', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      const res = await app.inject({
        method: 'POST',
        url: CHECK,
        payload: { phone, tenantId: '100002', type: 1, code: await lastSentCode(app, T, phone) },
      })
      expect(res.json().msg).toBe('短信验证码不正确或已过期')
    })
  })

  describe('outbox (sms_outbox_view)', () => {
    it('administrators page the outbox newest first, optionally for one number, in the contract’s paging envelope', async () => {
      const admin = await tokenFor(app, T, 'boss')
      const phone = freshPhone()
      await requestCode(app, T, phone, 3)
      await ageCodes(app, T, phone)
      await requestCode(app, T, phone, 3)
      const all = await app.inject({ url: `${OUTBOX}?current=1&size=2`, headers: auth(admin) })
      expect(all.statusCode).toBe(200)
      const page = all.json().data
      expect(page).toMatchObject({ size: 2, current: 1, records: expect.any(Array) })
      expect(page.total).toBeGreaterThan(2)
      expect(page.pages).toBe(Math.ceil(page.total / 2))
      expect(page.records[0].phone).toBe(phone)

      const mine = (await app.inject({ url: `${OUTBOX}?phone=${phone}`, headers: auth(admin) })).json().data
      expect(mine.total).toBe(2)
      expect(mine.records.map((r: { content: string }) => /\d{6}/.exec(r.content)![0])).toEqual([
        await lastSentCode(app, T, phone),
        expect.stringMatching(/^\d{6}$/),
      ])
      expect(mine.records[0]).toMatchObject({ phone, template: 'verification_code', status: 'pending' })
      expect(mine.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      expect(mine.records[0].createTime >= mine.records[1].createTime).toBe(true)
    })

    it('each tenant sees only its own outbox', async () => {
      const phone = freshPhone()
      await requestCode(app, T, phone, 3)
      const other = await tokenFor(app, '100002', 'admin')
      const res = await app.inject({ url: `${OUTBOX}?phone=${phone}`, headers: auth(other) })
      expect(res.json().data.total).toBe(0)
    })

    it('the clerk of 100001 gets 403, a signed-out caller 401, an unknown filter 400', async () => {
      const clerk = await tokenFor(app, '100001', 'clerk')
      expect((await app.inject({ url: OUTBOX, headers: auth(clerk) })).statusCode).toBe(403)
      expect((await app.inject({ url: OUTBOX })).statusCode).toBe(401)
      const admin = await tokenFor(app, T, 'boss')
      expect((await app.inject({ url: `${OUTBOX}?content=x`, headers: auth(admin) })).statusCode).toBe(400)
    })

    it('a code request that is refused leaves no message', async () => {
      const phone = await withAccount()
      await requestCode(app, T, phone, 1)
      await requestCode(app, T, phone, 1)
      expect(await outboxRows(phone)).toHaveLength(1)
      expect(
        await inTenant(app, T, (tx) =>
          tx
            .select()
            .from(smsCode)
            .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, 'reset'))),
        ),
      ).toHaveLength(1)
    })
  })
})
