import type { FastifyInstance } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { user } from '../user/schema'
import { smsCode } from './schema'
import { ageCodes, createTenant, inTenant, lastSentCode, requestCode, uniqueTenantId } from './test-tenant'

const T = uniqueTenantId('bp')
const BIND = '/api/blade-user/bindPhone'

/** spec §7 Users bindPhone (phone, code of type 3). */
describe(`bindPhone (${engineName})`, () => {
  let app: FastifyInstance
  let ola: string
  let pam: string

  const bind = (token: string, phone: string, code: string) =>
    app.inject({ url: `${BIND}?phone=${phone}&code=${code}`, headers: auth(token) })
  const bindCode = async (phone: string, type = 3) => {
    await ageCodes(app, T, phone)
    expect((await requestCode(app, T, phone, type)).json().code).toBe(200)
    return lastSentCode(app, T, phone)
  }
  const phoneOf = async (account: string) =>
    (await inTenant(app, T, (tx) => tx.select().from(user).where(eq(user.account, account))))[0]!.phone

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(app, T, [{ account: 'ola' }, { account: 'pam', phone: '13500000009' }])
    ola = await tokenFor(app, T, 'ola')
    pam = await tokenFor(app, T, 'pam')
  })
  afterAll(() => app.close())

  it('the right bind code sets the signed-in user’s number, audited', async () => {
    const res = await bind(ola, '13500000001', await bindCode('13500000001'))
    expect(res.json()).toMatchObject({ code: 200, success: true, data: true })
    expect(await phoneOf('ola')).toBe('13500000001')
    const [audit] = await inTenant(app, T, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'user'), eq(auditLog.action, 'update')))
        .orderBy(desc(auditLog.createTime)),
    )
    expect(audit).toMatchObject({ before: { phone: null }, after: { phone: '13500000001' } })
  })

  it('a wrong code is refused and costs a try; the number stays', async () => {
    const code = await bindCode('13500000002')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await bind(ola, '13500000002', wrong)
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('短信验证码不正确或已过期')
    expect(await phoneOf('ola')).toBe('13500000001')
    const [row] = await inTenant(app, T, (tx) =>
      tx.select().from(smsCode).where(eq(smsCode.phone, '13500000002')),
    )
    expect(row!.attempts).toBe(1)
  })

  it('a number another account of the tenant has is refused clearly, and nothing changes', async () => {
    const res = await bind(ola, '13500000009', await bindCode('13500000009'))
    expect(res.json().msg).toBe('该手机号已被其他账号绑定')
    expect(await phoneOf('ola')).toBe('13500000001')
    expect(await phoneOf('pam')).toBe('13500000009')
  })

  it('a code of another purpose does not bind; a used bind code does not bind twice', async () => {
    const resetCode = await bindCode('13500000009', 1)
    expect((await bind(pam, '13500000009', resetCode)).json().msg).toBe('短信验证码不正确或已过期')
    const code = await bindCode('13500000003')
    expect((await bind(pam, '13500000003', code)).json().code).toBe(200)
    expect((await bind(ola, '13500000003', code)).json().msg).toBe('短信验证码不正确或已过期')
  })

  it('the spec’s phone messages; a code is required; a session is required', async () => {
    expect((await app.inject({ url: `${BIND}?code=123456`, headers: auth(ola) })).json().msg).toBe(
      '手机号码不能为空',
    )
    expect((await bind(ola, '1350000000', '123456')).json().msg).toBe('手机号码长度不为11位')
    expect((await bind(ola, '135000000ab', '123456')).json().msg).toBe('手机号码格式不正确')
    expect((await app.inject({ url: `${BIND}?phone=13500000001`, headers: auth(ola) })).json().msg).toBe(
      '参数校验失败：验证码不能为空',
    )
    expect((await app.inject({ url: `${BIND}?phone=13500000001&code=123456` })).statusCode).toBe(401)
  })
})
