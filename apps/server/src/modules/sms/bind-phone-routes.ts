import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { lockPhone, setUserPhone, usersWithPhone, validPhone } from '../user'
import type { SmsCodes } from './codes'

const BindPhoneQuery = Type.Object(
  {
    ...LangParam,
    phone: Type.Optional(Type.String({ description: 'mobile number: 11 digits starting with 1' })),
    code: Type.String({ minLength: 1, maxLength: 16, description: 'a type 3 (bind phone) code' }),
  },
  { additionalProperties: false },
)
const fieldLabels: FieldLabels = { code: { zh_CN: '验证码', zh_HK: '驗證碼', en: 'Code' } }

/** spec §7 Users `bindPhone`: the signed-in user takes a number they proved with a bind code. */
export default async function bindPhoneRoutes(fastify: FastifyInstance, opts: { codes: SmsCodes }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { codes } = opts

  app.get(
    '/api/blade-user/bindPhone',
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags: ['user'],
        summary: 'Bind a mobile number to my account (code from getSmsCode type 3)',
        querystring: BindPhoneQuery,
        response: { 200: Envelope(Type.Boolean()), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const phone = validPhone(req.query.phone)
      const refusal = await app.db.withTenant(session, async (tx) => {
        await lockPhone(tx, phone)
        const wrong = await codes.consume(tx, phone, 'bind', req.query.code)
        if (wrong) return wrong
        // Only a proven holder of the number learns that another account has it; nothing changes then.
        const holders = await usersWithPhone(tx, phone)
        if (holders.some((u) => u.id !== session.userId)) throw badRequest('phoneInUse')
        const before = await setUserPhone(tx, session.userId, phone)
        await recordAudit(tx, app.ids, {
          resource: 'user',
          action: 'update',
          recordIds: [session.userId],
          before: { phone: before },
          after: { phone },
          userId: session.userId,
          requestId: req.id,
        })
        return null
      })
      if (refusal) throw badRequest(refusal)
      return ok(req, true)
    },
  )
}
