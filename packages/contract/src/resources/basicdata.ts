import { masterResource } from './master'

/** The basic data service's prefix (spec §7 `{product}-basicdata`). */
export const BASICDATA_API = '/api/store-basicdata'

/** The tenant's shops (spec §7 `retailshop/list`, `queryByIds`): where members shop and goods sell. */
export const retailShopResource = masterResource({
  name: 'retail-shop',
  basePath: `${BASICDATA_API}/retailshop`,
  permission: 'retail_shop',
  label: { zh_CN: '门店', zh_HK: '門店', en: 'Shop' },
  nameLabel: { zh_CN: '门店名称', zh_HK: '門店名稱', en: 'Shop name' },
  extra: {
    address: { type: 'string', label: { zh_CN: '地址', zh_HK: '地址', en: 'Address' }, max: 255 },
    phone: {
      type: 'string',
      label: { zh_CN: '联系电话', zh_HK: '聯絡電話', en: 'Phone' },
      max: 32,
      pattern: '^[0-9+() -]*$',
    },
  },
})

/** Dosage forms of drugs (片剂, 胶囊剂…). */
export const dosageFormResource = masterResource({
  name: 'dosage-form',
  basePath: `${BASICDATA_API}/dosageForm`,
  permission: 'dosage_form',
  label: { zh_CN: '剂型', zh_HK: '劑型', en: 'Dosage form' },
  nameLabel: { zh_CN: '剂型名称', zh_HK: '劑型名稱', en: 'Dosage form name' },
})

/** Tax rates goods are sold under; `rate` is a percentage. */
export const taxRateResource = masterResource({
  name: 'tax-rate',
  basePath: `${BASICDATA_API}/taxRate`,
  permission: 'tax_rate',
  label: { zh_CN: '税率', zh_HK: '稅率', en: 'Tax rate' },
  nameLabel: { zh_CN: '税率名称', zh_HK: '稅率名稱', en: 'Tax rate name' },
  extra: {
    rate: {
      type: 'decimal',
      label: { zh_CN: '税率（%）', zh_HK: '稅率（%）', en: 'Rate (%)' },
      required: true,
      sort: true,
    },
  },
})

/** Units goods are counted in (盒, 瓶, 支…). */
export const goodsUnitResource = masterResource({
  name: 'goods-unit',
  basePath: `${BASICDATA_API}/goodsUnit`,
  permission: 'goods_unit',
  label: { zh_CN: '商品单位', zh_HK: '商品單位', en: 'Goods unit' },
  nameLabel: { zh_CN: '单位名称', zh_HK: '單位名稱', en: 'Unit name' },
})
