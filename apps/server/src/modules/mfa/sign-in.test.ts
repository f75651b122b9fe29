import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { auth, buildTestApp, engineName } from '../../test/app'
import { loginLog, session } from '../auth/schema'
import { mfaTicket, totp } from './schema'
import { user } from '../user/schema'
import {
  basic,
  codeOf,
  createClient,
  createTenant,
  mfaCalls,
  ownTenantId,
  removeClient,
  VirtualClock,
} from './test-kit'

const T = ownTenantId('ms')
const OTHER = ownTenantId('mo')
const OTHER_CLIENT = `mfa-${T}`

/** Issue "Identity" item 9: the second factor at sign-in (the mfa grant, tickets, enrolment at login). */
describe(`two-factor sign-in (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof mfaCalls>
  const clock = new VirtualClock()

  const inTenant = <R>(work: (tx: Tx) => Promise<R>) => app.db.withTenant({ tenantId: T }, work)

  /** Signs in with the password up to `mfa_required`; answers the ticket. */
  const ticketFor = async (account: string, enrol: 0 | 1 = 0) => {
    const res = await calls.password(T, account)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'mfa_required', mfa_enrol: enrol })
    return res.json().mfa_ticket as string
  }

  /** Enrolment at login for an administrator: answers the secret and the recovery codes. */
  const enrolAtLogin = async (account: string) => {
    const ticket = await ticketFor(account, 1)
    const { secret } = (await calls.enrolAtLogin(T, ticket)).json().data
    clock.nextStep()
    const res = await calls.mfa(T, ticket, codeOf(secret))
    expect(res.statusCode).toBe(200)
    return { secret: secret as string, recoveryCodes: res.json().recovery_codes as string[] }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    calls = mfaCalls(app)
    clock.install()
    const admins = ['boss', 'newcomer', 'replayer', 'guesser', 'traveller', 'forgetful', 'stubborn']
    await createTenant(
      app,
      T,
      [
        ...admins.map((account) => ({ account, role: 'admin' as const })),
        { account: 'clerk', role: 'clerk' },
      ],
      1,
    )
    await createTenant(app, OTHER, [{ account: 'boss', role: 'admin' }], 0)
    await createClient(app, OTHER_CLIENT, 'other_secret')
  })
  afterAll(async () => {
    clock.uninstall()
    await removeClient(app, OTHER_CLIENT)
    await app.close()
  })

  it('a required second factor blocks the token until a valid code is given', async () => {
    const { secret } = await enrolAtLogin('boss')

    const stopped = await calls.password(T, 'boss')
    expect(stopped.statusCode).toBe(400)
    const body = stopped.json()
    expect(body).toEqual({
      error: 'mfa_required',
      error_description: '请输入动态验证码',
      mfa_ticket: expect.any(String),
      mfa_enrol: 0,
    })
    const wrong = await calls.mfa(T, body.mfa_ticket, codeOf(secret) === '000000' ? '111111' : '000000')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'invalid_mfa_code', error_description: '动态验证码错误' })

    clock.nextStep()
    const res = await calls.mfa(T, body.mfa_ticket, codeOf(secret))
    expect(res.statusCode).toBe(200)
    const tokens = res.json()
    expect(tokens).toMatchObject({ account: 'boss', tenant_id: T, token_type: 'bearer' })
    expect(tokens.recovery_codes).toBeUndefined()
    const me = await app.inject({ url: '/api/blade-user/mfa/status', headers: auth(tokens.access_token) })
    expect(me.json().data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 })

    const logs = await inTenant((tx) => tx.select().from(loginLog).where(eq(loginLog.account, 'boss')))
    const reasons = logs.map((l) => `${l.grantType}:${l.success}:${l.reason}`)
    expect(reasons).toEqual(
      expect.arrayContaining(['password:0:mfaCodeRequired', 'mfa:0:mfaCodeInvalid', 'password:1:null']),
    )
    const { sessionId } = (await app.tokens.verify(tokens.access_token))!
    const [s] = await inTenant((tx) => tx.select().from(session).where(eq(session.id, sessionId)))
    expect(s?.grantType).toBe('password')
  })

  it('the policy asks administrators only: a clerk without TOTP signs in at once', async () => {
    const res = await calls.password(T, 'clerk')
    expect(res.statusCode).toBe(200)
    expect(res.json().access_token).toBeTruthy()
  })

  it('enrolment at login: mfa_enrol 1 → enrol → the mfa grant turns TOTP on and answers recovery codes once', async () => {
    const stopped = await calls.password(T, 'newcomer', { 'accept-language': 'en' })
    expect(stopped.json()).toMatchObject({
      error: 'mfa_required',
      error_description:
        'Administrators must use two-factor sign-in: please set up an authenticator app first',
      mfa_enrol: 1,
    })
    const ticket = stopped.json().mfa_ticket
    const early = await calls.mfa(T, ticket, '123456')
    expect(early.json().error_description).toBe('请先绑定身份验证器')

    const enrolled = await calls.enrolAtLogin(T, ticket)
    expect(enrolled.statusCode).toBe(200)
    const { secret, otpauthUrl, qrCode } = enrolled.json().data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Storedesk:newcomer%40/)
    expect(otpauthUrl).toContain(`issuer=Storedesk`)
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(qrCode).toMatch(/^data:image\/png;base64,/)
    const [u] = await inTenant((tx) => tx.select().from(user).where(eq(user.account, 'newcomer')))
    const [pending] = await inTenant((tx) => tx.select().from(totp).where(eq(totp.userId, u!.id)))
    expect(pending?.enabled).toBe(0)

    clock.nextStep()
    const res = await calls.mfa(T, ticket, codeOf(secret))
    expect(res.statusCode).toBe(200)
    const codes: string[] = res.json().recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/)
    const [row] = await inTenant((tx) => tx.select().from(totp).where(eq(totp.userId, u!.id)))
    expect(row?.enabled).toBe(1)
    expect(row?.enabledTime).toBeInstanceOf(Date)
    expect(row?.secret).not.toContain(secret)

    const next = await ticketFor('newcomer', 0)
    const again = await calls.enrolAtLogin(T, next)
    expect(again.json()).toMatchObject({ success: false, msg: '已启用双因素认证' })
  })

  it('a code cannot be replayed within its window', async () => {
    const { secret } = await enrolAtLogin('replayer')
    // enrolAtLogin used the code of the current step
    const used = codeOf(secret)
    const replayed = await calls.mfa(T, await ticketFor('replayer'), used)
    expect(replayed.json()).toEqual({
      error: 'invalid_mfa_code',
      error_description: '动态验证码已使用，请等待下一个验证码',
    })
    const ticket = await ticketFor('replayer')
    const previousStep = await calls.mfa(T, ticket, codeOf(secret, Date.now() - 30_000))
    expect(previousStep.json().error_description).toBe('动态验证码已使用，请等待下一个验证码')

    // the next step's code is inside the window (+1) and later than the last accepted one
    const ahead = codeOf(secret, Date.now() + 30_000)
    expect((await calls.mfa(T, ticket, ahead)).statusCode).toBe(200)
    clock.nextStep()
    // real time is now in the step `ahead` was made for: still refused
    const again = await calls.mfa(T, await ticketFor('replayer'), ahead)
    expect(again.json().error_description).toBe('动态验证码已使用，请等待下一个验证码')
    clock.nextStep()
    expect((await calls.mfa(T, await ticketFor('replayer'), codeOf(secret))).statusCode).toBe(200)
  })

  it('wrong codes void the ticket after 5', async () => {
    const { secret } = await enrolAtLogin('guesser')
    clock.nextStep()
    const right = codeOf(secret)
    const wrong = right === '999999' ? '888888' : '999999'
    const ticket = await ticketFor('guesser')
    for (let i = 1; i <= 4; i++) {
      expect((await calls.mfa(T, ticket, wrong)).json().error_description).toBe('动态验证码错误')
    }
    expect((await calls.mfa(T, ticket, wrong)).json()).toEqual({
      error: 'invalid_grant',
      error_description: '动态验证码错误次数过多，请重新登录',
    })
    const late = await calls.mfa(T, ticket, right)
    expect(late.json()).toEqual({ error: 'invalid_grant', error_description: '动态验证已失效，请重新登录' })
    const [u] = await inTenant((tx) => tx.select().from(user).where(eq(user.account, 'guesser')))
    const [row] = await inTenant((tx) =>
      tx
        .select()
        .from(mfaTicket)
        .where(and(eq(mfaTicket.userId, u!.id), eq(mfaTicket.attempts, 5))),
    )
    expect(row?.usedAt).toBeNull()
    // a new sign-in gets a new ticket, and the unused right code still works
    expect((await calls.mfa(T, await ticketFor('guesser'), right)).statusCode).toBe(200)
  })

  it('wrong codes are limited per user across tickets: 10 in 15 minutes stop every further check', async () => {
    const { secret } = await enrolAtLogin('stubborn')
    clock.nextStep()
    const right = codeOf(secret)
    const wrong = right === '999999' ? '888888' : '999999'
    for (let t = 0; t < 2; t++) {
      const ticket = await ticketFor('stubborn')
      for (let i = 0; i < 5; i++) expect((await calls.mfa(T, ticket, wrong)).statusCode).toBe(400)
    }
    const blocked = await calls.mfa(T, await ticketFor('stubborn'), right)
    expect(blocked.json()).toEqual({
      error: 'invalid_grant',
      error_description: '动态验证码错误次数过多，请15分钟后再试',
    })
  })

  it('a ticket is single use, bound to its client and tenant, and lasts 5 minutes', async () => {
    const { secret } = await enrolAtLogin('traveller')
    const ticket = await ticketFor('traveller')
    clock.nextStep()
    const code = codeOf(secret)
    const invalid = { error: 'invalid_grant', error_description: '动态验证已失效，请重新登录' }

    const otherClient = await calls.mfa(T, ticket, code, {
      authorization: basic(OTHER_CLIENT, 'other_secret'),
    })
    expect(otherClient.json()).toEqual(invalid)
    const otherTenant = await calls.mfa(OTHER, ticket, code)
    expect(otherTenant.json()).toEqual(invalid)

    expect((await calls.mfa(T, ticket, code)).statusCode).toBe(200)
    clock.nextStep()
    expect((await calls.mfa(T, ticket, codeOf(secret))).json()).toEqual(invalid)

    const late = await ticketFor('traveller')
    clock.advance(5 * 60_000 + 1_000)
    expect((await calls.mfa(T, late, codeOf(secret))).json()).toEqual(invalid)
  })

  it('a recovery code works once', async () => {
    const { recoveryCodes } = await enrolAtLogin('forgetful')
    const typed = ` ${recoveryCodes[3]!.toUpperCase()} `
    const res = await calls.mfa(T, await ticketFor('forgetful'), typed)
    expect(res.statusCode).toBe(200)
    const status = await app.inject({
      url: '/api/blade-user/mfa/status',
      headers: auth(res.json().access_token),
    })
    expect(status.json().data.recoveryCodesLeft).toBe(9)
    const again = await calls.mfa(T, await ticketFor('forgetful'), recoveryCodes[3]!)
    expect(again.json().error_description).toBe('动态验证码错误')
    expect((await calls.mfa(T, await ticketFor('forgetful'), recoveryCodes[4]!)).statusCode).toBe(200)
  })
})
