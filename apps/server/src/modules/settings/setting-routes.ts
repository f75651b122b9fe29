import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { eq, sql } from 'drizzle-orm'
import { Type, type Static, type TObject } from 'typebox'
import { Envelope, LIMITS } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { assertUrl } from '../../core/resource/checks'
import { errors, NoQuery } from '../../core/resource/route-kit'
import { tenantSetting } from './schema'

const BASE = '/api/blade-system'

/** spec §3 Watermark setting; the defaults are spec §9's (font 15px, angle -20). */
const Watermark = Type.Object(
  {
    enable: Type.Integer({ minimum: 0, maximum: 1, description: 'draw the watermark (0/1)' }),
    fontSize: Type.Integer({ minimum: 8, maximum: 72, description: 'px' }),
    fontWeight: Type.Union(
      [Type.Literal('normal'), Type.Literal('bold'), Type.String({ pattern: '^[1-9]00$' })],
      { description: 'normal, bold or 100…900' },
    ),
    downSize: Type.Integer({ minimum: 0, maximum: 2000, description: 'vertical gap between marks, px' }),
    rightSize: Type.Integer({ minimum: 0, maximum: 2000, description: 'horizontal gap between marks, px' }),
    lineHeight: Type.Integer({ minimum: 0, maximum: 200, description: 'px' }),
    waterClarity: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'opacity in percent (the shell divides by 100)',
    }),
    rotationAngle: Type.Integer({ minimum: -90, maximum: 90, description: 'degrees' }),
    markTypeContent: Type.String({
      maxLength: 255,
      description:
        'what each mark shows: a comma list of account, realName, deptName, phone, date, or a fixed text',
    }),
  },
  { additionalProperties: false },
)
const WATERMARK_DEFAULTS: Static<typeof Watermark> = {
  enable: 0,
  fontSize: LIMITS.watermark.fontSizePx,
  fontWeight: 'normal',
  downSize: 120,
  rightSize: 160,
  lineHeight: 24,
  waterClarity: 15,
  rotationAngle: LIMITS.watermark.rotationAngle,
  markTypeContent: 'realName,account,date',
}

const Logo = Type.Object(
  {
    logoUrl: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
      description: 'http, https or ftp address of the logo; null: the product’s own',
    }),
    title: Type.Union([Type.String({ maxLength: 64 }), Type.Null()], {
      description: 'the text beside the logo',
    }),
  },
  { additionalProperties: false },
)
const LOGO_DEFAULTS: Static<typeof Logo> = { logoUrl: null, title: null }

const fieldLabels: FieldLabels = {
  enable: { zh_CN: '启用水印', zh_HK: '啟用水印', en: 'Enabled' },
  fontSize: { zh_CN: '字体大小', zh_HK: '字體大小', en: 'Font size' },
  fontWeight: { zh_CN: '字体粗细', zh_HK: '字體粗細', en: 'Font weight' },
  downSize: { zh_CN: '纵向间距', zh_HK: '縱向間距', en: 'Vertical gap' },
  rightSize: { zh_CN: '横向间距', zh_HK: '橫向間距', en: 'Horizontal gap' },
  lineHeight: { zh_CN: '行高', zh_HK: '行高', en: 'Line height' },
  waterClarity: { zh_CN: '透明度', zh_HK: '透明度', en: 'Opacity' },
  rotationAngle: { zh_CN: '旋转角度', zh_HK: '旋轉角度', en: 'Rotation' },
  markTypeContent: { zh_CN: '水印内容', zh_HK: '水印內容', en: 'Content' },
  logoUrl: { zh_CN: 'Logo地址', zh_HK: 'Logo地址', en: 'Logo address' },
  title: { zh_CN: '系统标题', zh_HK: '系統標題', en: 'Title' },
}

/** A setting of the transaction's tenant stored whole: the saved value over the defaults. */
async function readSetting<T extends object>(tx: Tx, name: string, defaults: T): Promise<T> {
  const [row] = await tx
    .select({ value: tenantSetting.value })
    .from(tenantSetting)
    .where(eq(tenantSetting.name, name))
  return { ...defaults, ...(row?.value as Partial<T> | undefined) }
}

/** Saves a setting whole, locked against a concurrent save, with one audit row holding before and after. */
async function writeSetting<T extends object>(
  app: FastifyInstance,
  req: FastifyRequest,
  name: string,
  defaults: T,
  value: T,
): Promise<T> {
  const session = sessionOf(req)
  return app.db.withTenant(session, async (tx) => {
    await tx.insert(tenantSetting).values({ name, value: defaults }).onConflictDoNothing()
    const [stored] = await tx.select().from(tenantSetting).where(eq(tenantSetting.name, name)).for('update')
    const before = { ...defaults, ...(stored!.value as Partial<T>) }
    await tx
      .update(tenantSetting)
      .set({ value, updateUser: session.userId, updateTime: sql`now()` })
      .where(eq(tenantSetting.name, name))
    await recordAudit(tx, app.ids, {
      resource: name,
      action: 'update',
      recordIds: [session.tenantId],
      before,
      after: value,
      userId: session.userId,
      requestId: req.id,
    })
    return value
  })
}

/** The tenant's small settings: the watermark (spec §3) and the logo (spec §7 System). */
export default async function settingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const get = <T extends Record<string, unknown>>(
    path: string,
    name: string,
    schema: TObject,
    defaults: T,
    tag: string,
    summary: string,
  ) =>
    app.get(
      `${BASE}/${path}`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags: [tag],
          summary,
          querystring: NoQuery,
          response: { 200: Envelope(schema), ...errors },
        },
      },
      async (req) =>
        ok(req, await app.db.withTenant(sessionOf(req), (tx) => readSetting(tx, name, defaults))),
    )

  get(
    'waterMark/get',
    'watermark',
    Watermark,
    WATERMARK_DEFAULTS,
    'watermark',
    'The tenant’s watermark setting (the defaults until saved)',
  )
  app.post(
    `${BASE}/waterMark/save`,
    {
      config: { permission: 'watermark_edit', fieldLabels },
      schema: {
        tags: ['watermark'],
        summary: 'Save the tenant’s watermark setting (every field); answers it',
        querystring: NoQuery,
        body: Watermark,
        response: { 200: Envelope(Watermark), ...errors },
      },
    },
    async (req) => ok(req, await writeSetting(app, req, 'watermark', WATERMARK_DEFAULTS, req.body)),
  )

  get(
    'blade/query-logo',
    'logo',
    Logo,
    LOGO_DEFAULTS,
    'logo',
    'The tenant’s logo and title (null: the product’s own)',
  )
  app.put(
    `${BASE}/blade/modify-logo`,
    {
      config: { permission: 'logo_edit', fieldLabels },
      schema: {
        tags: ['logo'],
        summary: 'Change the tenant’s logo (an http, https or ftp address) and title; answers them',
        querystring: NoQuery,
        body: Logo,
        response: { 200: Envelope(Logo), ...errors },
      },
    },
    async (req) => {
      const logoUrl = req.body.logoUrl?.trim() || null
      assertUrl(logoUrl, fieldLabels.logoUrl!, req.locale)
      const title = req.body.title?.trim() || null
      return ok(req, await writeSetting(app, req, 'logo', LOGO_DEFAULTS, { logoUrl, title }))
    },
  )
}
