import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import type { Tx } from '../../core/db/database'
import { buildTestApp, engineName } from '../../test/app'
import { loginLog } from '../auth/schema'
import { recoveryCode, totp } from './schema'
import { user } from '../user/schema'
import { codeOf, createTenant, mfaCalls, ownTenantId, VirtualClock } from './test-kit'

const T = ownTenantId('mp')

/** Issue "Identity" item 9: TOTP in the personal centre (enrol, activate, recovery codes, disable). */
describe(`two-factor settings in the personal centre (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof mfaCalls>
  let log = ''
  const clock = new VirtualClock()

  const inTenant = <R>(work: (tx: Tx) => Promise<R>) => app.db.withTenant({ tenantId: T }, work)
  const userId = async (account: string) =>
    (await inTenant((tx) => tx.select().from(user).where(eq(user.account, account))))[0]!.id
  const centre = (account: string, path: string, body?: Record<string, string>) =>
    calls.centre(T, account, path, body)

  /** Enrols and activates from the personal centre; answers the secret and the recovery codes. */
  const turnOn = async (account: string) => {
    const { secret } = (await centre(account, 'enrol')).json().data
    clock.nextStep()
    const res = await centre(account, 'activate', { code: codeOf(secret) })
    expect(res.statusCode).toBe(200)
    return { secret: secret as string, recoveryCodes: res.json().data.recoveryCodes as string[] }
  }

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk)
        done()
      },
    })
    app = await buildTestApp({ logLevel: 'debug', logStream })
    calls = mfaCalls(app)
    clock.install()
    await createTenant(
      app,
      T,
      [
        { account: 'volunteer', role: 'clerk' },
        { account: 'renewer', role: 'clerk' },
        { account: 'quitter', role: 'clerk' },
        { account: 'chief', role: 'admin' },
        { account: 'careful', role: 'clerk' },
        { account: 'secretive', role: 'clerk' },
      ],
      1,
    )
  })
  afterAll(async () => {
    clock.uninstall()
    await app.close()
  })

  it('voluntary enrolment from the personal centre makes the next sign-in ask', async () => {
    expect((await calls.password(T, 'volunteer')).statusCode).toBe(200)
    expect((await centre('volunteer', 'status')).json().data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    })
    const first = (await centre('volunteer', 'enrol')).json().data
    const second = (await centre('volunteer', 'enrol')).json().data
    expect(second.secret).not.toBe(first.secret)
    expect(second.otpauthUrl).toContain(`volunteer%40${T}`)
    clock.nextStep()
    // enrolling again replaced the unconfirmed secret: the first one's code no longer fits
    const stale = await centre('volunteer', 'activate', { code: codeOf(first.secret) })
    expect(stale.json()).toMatchObject({ code: 400, success: false, msg: '动态验证码错误' })
    expect((await centre('volunteer', 'status')).json().data.enabled).toBe(false)
    expect((await calls.password(T, 'volunteer')).statusCode).toBe(200)

    const activated = await centre('volunteer', 'activate', { code: codeOf(second.secret) })
    expect(activated.statusCode).toBe(200)
    expect(activated.json().data.recoveryCodes).toHaveLength(10)
    expect((await centre('volunteer', 'status')).json().data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    })
    const asked = await calls.password(T, 'volunteer')
    expect(asked.json()).toMatchObject({ error: 'mfa_required', mfa_enrol: 0 })
    clock.nextStep()
    expect((await calls.mfa(T, asked.json().mfa_ticket, codeOf(second.secret))).statusCode).toBe(200)

    const again = await centre('volunteer', 'enrol')
    expect(again.json()).toMatchObject({ success: false, msg: '已启用双因素认证' })
  })

  it('new recovery codes void the old ones', async () => {
    const { secret, recoveryCodes: old } = await turnOn('renewer')
    clock.nextStep()
    const renewed = await centre('renewer', 'recovery-codes', { code: codeOf(secret) })
    expect(renewed.statusCode).toBe(200)
    const fresh: string[] = renewed.json().data.recoveryCodes
    expect(fresh).toHaveLength(10)
    expect(fresh.filter((c) => old.includes(c))).toEqual([])
    const oldCode = await calls.mfa(T, (await calls.password(T, 'renewer')).json().mfa_ticket, old[0]!)
    expect(oldCode.json().error_description).toBe('动态验证码错误')
    const newCode = await calls.mfa(T, (await calls.password(T, 'renewer')).json().mfa_ticket, fresh[0]!)
    expect(newCode.statusCode).toBe(200)
  })

  it('disable is refused while the policy requires it for the user; otherwise a code turns it off', async () => {
    const chief = await turnOn('chief')
    clock.nextStep()
    const refused = await centre('chief', 'disable?lang=en', { code: codeOf(chief.secret) })
    expect(refused.json()).toMatchObject({
      success: false,
      msg: 'The password policy requires two-factor sign-in for administrators: it cannot be turned off',
    })
    expect((await centre('chief', 'status')).json().data).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    })

    const quitter = await turnOn('quitter')
    const wrong = await centre('quitter', 'disable', { code: quitter.recoveryCodes[0]!.replace(/./, '!') })
    expect(wrong.json().msg).toBe('动态验证码错误')
    const off = await centre('quitter', 'disable', { code: quitter.recoveryCodes[0]! })
    expect(off.json()).toMatchObject({ success: true, data: true })
    const id = await userId('quitter')
    expect(await inTenant((tx) => tx.select().from(totp).where(eq(totp.userId, id)))).toEqual([])
    expect(await inTenant((tx) => tx.select().from(recoveryCode).where(eq(recoveryCode.userId, id)))).toEqual(
      [],
    )
    expect((await calls.password(T, 'quitter')).statusCode).toBe(200)
    expect((await centre('quitter', 'disable', { code: '123456' })).json().msg).toBe('未启用双因素认证')

    const wrongCodes = await inTenant((tx) =>
      tx
        .select()
        .from(loginLog)
        .where(and(eq(loginLog.userId, id), eq(loginLog.reason, 'mfaCodeInvalid'))),
    )
    expect(wrongCodes).toHaveLength(1)
  })

  it('every change is audited, without the secret or the recovery codes', async () => {
    const { secret, recoveryCodes } = await turnOn('careful')
    const id = await userId('careful')
    const rows = await inTenant((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'mfa'), eq(auditLog.recordIds, id))),
    )
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['insert', null, { enabled: false, recoveryCodesLeft: 0 }],
      ['update', { enabled: false, recoveryCodesLeft: 0 }, { enabled: true, recoveryCodesLeft: 10 }],
    ])
    const stored = JSON.stringify(rows)
    for (const s of [secret, ...recoveryCodes]) expect(stored).not.toContain(s)
  })

  it('the secret never appears in API responses after enrolment nor in a captured debug log', async () => {
    const enrolled = (await centre('secretive', 'enrol')).json().data
    const { secret } = enrolled
    const answers: string[] = []
    const answer = async (res: Promise<{ body: string; statusCode: number }>) => {
      const r = await res
      answers.push(r.body)
      return JSON.parse(r.body)
    }
    clock.nextStep()
    const activation = codeOf(secret)
    const { recoveryCodes } = (await answer(centre('secretive', 'activate', { code: activation }))).data
    await answer(centre('secretive', 'status'))
    await answer(centre('secretive', 'enrol'))
    const { mfa_ticket } = await answer(calls.password(T, 'secretive'))
    clock.nextStep()
    const code = codeOf(secret)
    // the code and the ticket in the query string: the logged URL must not carry them
    const signedIn = await answer(
      app.inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?grant_type=mfa&tenantId=${T}&mfa_ticket=${mfa_ticket}&code=${code}`,
        headers: { authorization: `Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}` },
      }),
    )
    expect(signedIn.access_token).toBeTruthy()
    clock.nextStep()
    const renewal = codeOf(secret)
    const renewed = (await answer(centre('secretive', 'recovery-codes', { code: renewal }))).data
      .recoveryCodes

    for (const body of answers) {
      expect(body).not.toContain(secret)
      expect(body).not.toContain(encodeURIComponent(secret))
    }
    const id = await userId('secretive')
    const [row] = await inTenant((tx) => tx.select().from(totp).where(eq(totp.userId, id)))
    expect(row?.secret).toMatch(/^v1\./)
    expect(row?.secret).not.toContain(secret)

    expect(log).toContain('/api/blade-user/mfa/enrol')
    expect(log).toContain('mfa_ticket=[redacted]')
    for (const leaked of [
      secret,
      enrolled.otpauthUrl,
      enrolled.qrCode.slice(30, 90),
      mfa_ticket,
      signedIn.access_token,
      signedIn.refresh_token,
      ...recoveryCodes,
      ...renewed,
    ]) {
      expect(log.includes(leaked)).toBe(false)
    }
    for (const c of [activation, code, renewal]) {
      expect(log).not.toMatch(new RegExp(`[=":]${c}\\b`))
    }
  })
})
