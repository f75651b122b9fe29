import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { eq, sql } from 'drizzle-orm'
import {
  LIMITS,
  settingEndpoints,
  type EndpointReply,
  type LogoSetting,
  type WatermarkSetting,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { assertUrl } from '../../core/resource/checks'
import { endpointRoute } from '../../core/endpoint-route'
import { tenantSetting } from './schema'

const WATERMARK_DEFAULTS: WatermarkSetting = {
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

const LOGO_DEFAULTS: LogoSetting = { logoUrl: null, title: null }

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
  const get = <E extends typeof settingEndpoints.watermark | typeof settingEndpoints.logo>(
    endpoint: E,
    name: string,
    defaults: EndpointReply<E>,
  ) =>
    endpointRoute(app, endpoint, {
      config: { permission: SIGNED_IN },
      handler: async (req) =>
        ok(req, await app.db.withTenant(sessionOf(req), (tx) => readSetting(tx, name, defaults))),
    })

  get(settingEndpoints.watermark, 'watermark', WATERMARK_DEFAULTS)
  endpointRoute(app, settingEndpoints.saveWatermark, {
    config: { permission: 'watermark_edit', fieldLabels },
    handler: async (req) => ok(req, await writeSetting(app, req, 'watermark', WATERMARK_DEFAULTS, req.body)),
  })

  get(settingEndpoints.logo, 'logo', LOGO_DEFAULTS)
  endpointRoute(app, settingEndpoints.modifyLogo, {
    config: { permission: 'logo_edit', fieldLabels },
    handler: async (req) => {
      const logoUrl = req.body.logoUrl?.trim() || null
      assertUrl(logoUrl, fieldLabels.logoUrl!, req.locale)
      const title = req.body.title?.trim() || null
      return ok(req, await writeSetting(app, req, 'logo', LOGO_DEFAULTS, { logoUrl, title }))
    },
  })
}
