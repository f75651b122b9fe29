import type { Catalog } from '../messages'

/** Messages of the goods and master data area. */
export const GOODS_MESSAGES = {
  memberPriceAboveRetail: {
    zh_CN: '会员价（{member}）不能高于零售价（{retail}）',
    zh_HK: '會員價（{member}）不能高於零售價（{retail}）',
    en: 'The member price ({member}) cannot be above the retail price ({retail})',
  },
  goodsClassCycle: {
    zh_CN: '上级分类不能是该分类本身或其下级分类',
    zh_HK: '上級分類不能是該分類本身或其下級分類',
    en: 'A class cannot be placed under itself or one of its subclasses',
  },
  goodsClassHasChildren: {
    zh_CN: '分类“{name}”下还有子分类，不能删除',
    zh_HK: '分類「{name}」下還有子分類，不能刪除',
    en: 'The class “{name}” still has subclasses and cannot be removed',
  },
  masterUsedByGoods: {
    zh_CN: '{resource}“{name}”已被商品“{goods}”（{code}）使用，不能删除',
    zh_HK: '{resource}「{name}」已被商品「{goods}」（{code}）使用，不能刪除',
    en: 'The {resource} “{name}” is used by the goods “{goods}” ({code}) and cannot be removed',
  },
} satisfies Record<string, Catalog>
