import { Type, type Static } from 'typebox'
import { Id } from '../envelope'
import { defineResource } from '../resource'

/** The applications whose pages work within one member brand (spec §4, §6): the member CRM and the shop. */
export const BRAND_APPLICATIONS: readonly string[] = ['huikeCRM', 'microshop']

/**
 * Member brands (spec §3 Member brand): a tenant runs its membership under one or more brands, each
 * with its own grades and members; the shell asks which one a CRM or shop page works in (spec §4).
 */
export const memberBrandResource = defineResource({
  name: 'member-brand',
  basePath: '/api/store-insider/brand',
  permission: 'member_brand',
  label: { zh_CN: '会员品牌', zh_HK: '會員品牌', en: 'Member brand' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    brandName: {
      type: 'string',
      label: { zh_CN: '品牌名称', zh_HK: '品牌名稱', en: 'Brand name' },
      required: true,
      min: 1,
      max: 32,
      pattern: '\\S',
      search: 'like',
      sort: true,
    },
    enabled: {
      type: 'bool',
      label: { zh_CN: '启用', zh_HK: '啟用', en: 'Enabled' },
      default: 1,
      dict: 'yes_no',
      search: 'eq',
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    memo: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Notes' }, max: 255 },
  },
})

/** One choice of the shell's brand chooser (`brand/optionlist`). */
export const MemberBrandOption = Type.Object(
  {
    brandId: Id,
    brandName: Type.String(),
    memo: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type MemberBrandOption = Static<typeof MemberBrandOption>
