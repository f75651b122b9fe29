import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'

const BASE = '/api/blade-system'

/** spec §3 Watermark setting; the defaults are spec §9's (font 15px, angle -20). */
export const WatermarkSetting = Type.Object(
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
export type WatermarkSetting = Static<typeof WatermarkSetting>

/** The tenant's logo and title. */
export const LogoSetting = Type.Object(
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
export type LogoSetting = Static<typeof LogoSetting>

/** The tenant's small settings: the watermark (spec §3) and the logo (spec §7 System). */
export const settingEndpoints = {
  watermark: defineEndpoint({
    method: 'GET',
    path: `${BASE}/waterMark/get`,
    tags: ['watermark'],
    summary: 'The tenant’s watermark setting (the defaults until saved)',
    reply: WatermarkSetting,
  }),
  saveWatermark: defineEndpoint({
    method: 'POST',
    path: `${BASE}/waterMark/save`,
    tags: ['watermark'],
    summary: 'Save the tenant’s watermark setting (every field); answers it',
    body: WatermarkSetting,
    reply: WatermarkSetting,
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: `${BASE}/blade/query-logo`,
    tags: ['logo'],
    summary: 'The tenant’s logo and title (null: the product’s own)',
    reply: LogoSetting,
  }),
  modifyLogo: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/blade/modify-logo`,
    tags: ['logo'],
    summary: 'Change the tenant’s logo (an http, https or ftp address) and title; answers them',
    body: LogoSetting,
    reply: LogoSetting,
  }),
}
