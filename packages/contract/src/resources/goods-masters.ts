import { Type, type Static } from 'typebox'
import { Id } from '../envelope'
import { recordSchema } from '../resource'
import { masterResource } from './master'

/** The goods service's prefix (spec §7 `{product}-goods`). */
export const GOODS_API = '/api/store-goods'

/** Goods brands (spec §7 `goodsBrand/list`, `queryByIds`). */
export const goodsBrandResource = masterResource({
  name: 'goods-brand',
  basePath: `${GOODS_API}/goodsBrand`,
  permission: 'goods_brand',
  label: { zh_CN: '商品品牌', zh_HK: '商品品牌', en: 'Goods brand' },
  nameLabel: { zh_CN: '品牌名称', zh_HK: '品牌名稱', en: 'Brand name' },
})

/** Manufacturers (spec §7 `goodsFactory/list`, `queryByIds`). */
export const goodsFactoryResource = masterResource({
  name: 'goods-factory',
  basePath: `${GOODS_API}/goodsFactory`,
  permission: 'goods_factory',
  label: { zh_CN: '生产厂家', zh_HK: '生產廠家', en: 'Manufacturer' },
  nameLabel: { zh_CN: '厂家名称', zh_HK: '廠家名稱', en: 'Manufacturer name' },
  extra: {
    address: { type: 'string', label: { zh_CN: '地址', zh_HK: '地址', en: 'Address' }, max: 255 },
  },
})

/** Extended specifications (spec §7 `extendStandard/list`, `queryByIds`): e.g. 颜色 with 红,蓝. */
export const extendStandardResource = masterResource({
  name: 'extend-standard',
  basePath: `${GOODS_API}/extendStandard`,
  permission: 'extend_standard',
  label: { zh_CN: '扩展规格', zh_HK: '擴展規格', en: 'Extended specification' },
  nameLabel: { zh_CN: '规格名称', zh_HK: '規格名稱', en: 'Specification name' },
  extra: {
    standardValues: {
      type: 'string',
      label: { zh_CN: '规格值', zh_HK: '規格值', en: 'Values' },
      max: 255,
    },
  },
})

/** The parent of a top-level goods class. */
export const GOODS_CLASS_ROOT_ID = '0'

/** The goods classification (spec §7 `goodsClass/tree`, `queryByIds`): a tree by `parentId`. */
export const goodsClassResource = masterResource({
  name: 'goods-class',
  basePath: `${GOODS_API}/goodsClass`,
  permission: 'goods_class',
  label: { zh_CN: '商品分类', zh_HK: '商品分類', en: 'Goods class' },
  nameLabel: { zh_CN: '分类名称', zh_HK: '分類名稱', en: 'Class name' },
  extra: {
    parentId: {
      type: 'id',
      label: { zh_CN: '上级分类', zh_HK: '上級分類', en: 'Parent class' },
      default: GOODS_CLASS_ROOT_ID,
      search: 'eq',
    },
  },
})

/** A node of `goodsClass/tree` (spec §3 "Tree node"): `count` child classes, `leaf` when there are none. */
export const GoodsClassNode = Type.Cyclic(
  {
    GoodsClassNode: Type.Object(
      {
        ...recordSchema(goodsClassResource).properties,
        // the record's own id again, for the static type: its fields are known at run time only
        id: Id,
        label: Type.String(),
        count: Type.Integer(),
        leaf: Type.Boolean(),
        children: Type.Array(Type.Ref('GoodsClassNode')),
      },
      { additionalProperties: false },
    ),
  },
  'GoodsClassNode',
)
export type GoodsClassNode = Static<typeof GoodsClassNode>
